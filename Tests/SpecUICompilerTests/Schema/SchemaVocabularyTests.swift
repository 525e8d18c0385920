import SpecUICompiler
import Testing

/// The decoder accepts exactly the words the schema offers for completion.
@Suite struct SchemaVocabularyTests {
    /// A one-node body written beside `view: TestView`.
    static func body(_ node: String) -> Decoded {
        Decoded("view: TestView\nbody:\n  - " + node + "\n")
    }

    @Test(arguments: SpecSchema.views) func decoderKnowsEachViewAsBuiltin(_ view: String) {
        // An unknown key on a built-in view names the view; on a view of the unit it says arguments go inside.
        let messages = Self.body("\(view): x\n    zzz: 1").messages
        #expect(
            messages.contains { $0.contains("unknown-key: unknown key 'zzz' on '\(view)'; '\(view)' takes ") },
            "\(messages)")
    }

    @Test func decoderTreatsOtherUpperCamelCaseNamesAsViewsOfTheUnit() {
        #expect(
            Self.body("Badge: x\n    zzz: 1").messages == [
                "3:12 error expected-mapping: expected a mapping of arguments for 'Badge'; found a scalar",
                "4:5 error unknown-key: 'zzz' is not a modifier; arguments of 'Badge' go inside its mapping",
            ])
    }

    @Test func aMisspelledBuiltInViewWithItsValueIsReportedOnce() {
        #expect(
            Self.body("Txt: x").messages == ["3:5 error unknown-view: unknown view 'Txt'; did you mean 'Text'?"])
    }

    /// A value each modifier accepts.
    static let modifierValues: [String: String] = [
        "padding": "true", "font": "body", "bold": "true", "italic": "true", "underline": "true",
        "foregroundColor": "red", "background": "blue", "border": "gray", "cornerRadius": "8",
        "frame": "{ maxWidth: infinity }", "opacity": "0.5", "disabled": "false", "id": "1",
        "accessibilityIdentifier": "\"go\"", "equatable": "true", "onAppear": "x = 1",
        "onChange": "{ of: x, action: x = 1 }",
    ]

    @Test func namesEveryModifierOnce() {
        #expect(SpecSchema.modifiers.sorted() == Self.modifierValues.keys.sorted())
    }

    @Test(arguments: SpecSchema.modifiers) func decoderAcceptsEachModifier(_ modifier: String) {
        let value = Self.modifierValues[modifier] ?? ""
        #expect(Self.body("Child:\n    \(modifier): \(value)").messages == [])
    }

    @Test func decoderRejectsAModifierOutsideTheList() {
        #expect(
            Self.body("Child:\n    colour: red").messages == [
                "4:5 error unknown-key: 'colour' is not a modifier; arguments of 'Child' go inside its mapping"
            ])
    }

    @Test(arguments: SpecSchema.colors) func decoderAcceptsEachColor(_ color: String) {
        #expect(Self.body("Text: a\n    foregroundColor: \(color)").messages == [])
    }

    @Test(arguments: SpecSchema.fonts) func decoderAcceptsEachFont(_ font: String) {
        #expect(Self.body("Text: a\n    font: \(font)").messages == [])
    }

    @Test func decoderAcceptsEachAlignmentWhereTheSchemaOffersIt() {
        for alignment in SpecSchema.horizontalAlignments {
            #expect(Self.body("VStack: []\n    alignment: \(alignment)").messages == [])
        }
        for alignment in SpecSchema.verticalAlignments {
            #expect(Self.body("HStack: []\n    alignment: \(alignment)").messages == [])
        }
        for alignment in SpecSchema.alignments {
            #expect(Self.body("ZStack: []\n    alignment: \(alignment)").messages == [])
            #expect(Self.body("Text: a\n    frame: { maxWidth: infinity, alignment: \(alignment) }").messages == [])
        }
    }

    @Test(arguments: SpecSchema.edgeSets) func decoderAcceptsEachEdgeSet(_ edges: String) {
        #expect(Self.body("Text: a\n    padding: { edges: \(edges) }").messages == [])
    }

    @Test func decoderAcceptsEachEnvironmentValue() {
        let list = SpecSchema.environmentValues.joined(separator: ", ")
        #expect(Decoded("view: TestView\nenvironment: [\(list)]\nbody: []\n").messages == [])
    }

    @Test(arguments: SpecSchema.bareViews) func decoderAcceptsEachBareView(_ view: String) {
        #expect(Self.body(view).messages == [])
    }

    @Test func decoderRejectsBareViewsThatNeedAValue() {
        #expect(Self.body("Text").messages == ["3:5 error missing-value: 'Text' needs a string template"])
    }
}
