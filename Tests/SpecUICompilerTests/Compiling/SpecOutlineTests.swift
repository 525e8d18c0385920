import Testing

@testable import SpecUICompiler

/// The build plugin and `compile --only` read what a spec declares from its text, in every form the language
/// accepts.
@Suite struct SpecOutlineTests {
    private func outline(_ text: String) -> (view: String?, declaresView: Bool, types: Bool) {
        let outline = SpecOutline(text: text)
        return (outline.viewName, outline.declaresView, outline.declaresTypes)
    }

    @Test func readsABlockMappingWrittenAnyWay() {
        #expect(outline("view: Badge\nbody:\n  - Text: \"b\"\n") == ("Badge", true, false))
        #expect(outline("\u{FEFF}view: Bom\nbody:\n  - Text: \"bom\"\n") == ("Bom", true, false))
        #expect(outline("\"view\": Badge\n'types':\n  Mode: [a, b]\n") == ("Badge", true, true))
        #expect(outline("view : 'Badge'  # the badge\n") == ("Badge", true, false))
        #expect(outline("# Badge\n%YAML 1.2\n---\nview:\n  Badge\ntypes :\n  Mode: [a]\n") == ("Badge", true, true))
        #expect(outline("--- !!map\n  view: Badge\n  body: []\n") == ("Badge", true, false))
        #expect(outline("view: Badge\r\nbody: []\r\n") == ("Badge", true, false))
    }

    @Test func readsAFlowMappingOnOneLineOrMany() {
        #expect(outline("{view: Badge, body: [Text: \"{a, b}\"]}\n") == ("Badge", true, false))
        #expect(outline("--- {\"view\": \"Badge\", 'body': [{Text: x}]}") == ("Badge", true, false))
        let manyLines = "{\n  body: [{Text: \"view: No\"}],  # view: No\n  view: Badge,\n}\n"
        #expect(outline(manyLines) == ("Badge", true, false))
        #expect(outline("{types: {Mode: [a, b]}}") == (nil, false, true))
    }

    @Test func keysInsideTheMappingAndLaterDocumentsAreNotTopLevel() {
        #expect(outline("types:\n  view: Mode\nbody:\n  - view: X\n") == (nil, false, true))
        #expect(outline("types:\n  Mode: [a]\n---\nview: Later\n") == (nil, false, true))
        #expect(outline("- view: Badge\n") == (nil, false, false))
        #expect(outline("") == (nil, false, false))
    }

    @Test func aViewWhoseNameIsNoIdentifierIsStillAView() {
        #expect(outline("view: [Badge]\n") == (nil, true, false))
        #expect(outline("view: 2Badge\n") == (nil, true, false))
    }
}
