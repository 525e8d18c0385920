import SpecUICompiler
import Testing

/// Values a spec may leave empty, as YAML writes nothing in several ways, and the ones it may not.
@Suite struct EmptyValueTests {
    private func generated(_ spec: String) throws -> (diagnostics: [String], swift: String) {
        let sources = [SpecSource(path: "Specs/Main.yaml", bytes: Array(spec.utf8))]
        let result = Pipeline.check(sources)
        let unit = try #require(result.unit)
        let file = SwiftGenerator.generate(unit).first { $0.name == "Main.swift" }
        return (result.diagnostics.map { "\($0.location): \($0.message) [\($0.code)]" }, file?.contents ?? "")
    }

    @Test func aViewThatTakesNoValueTakesYAMLsNull() throws {
        let (diagnostics, swift) = try generated(
            """
            view: Main
            body:
              - Spacer: null
              - Divider: ~
              - EmptyView:
              - Spacer: Null
                minLength: 2
            """)
        #expect(diagnostics == [])
        #expect(
            swift.contains("        Spacer()\n        Divider()\n        EmptyView()\n        Spacer(minLength: 2)\n"))
    }

    @Test func anEmptyElseIsNoElse() throws {
        let (diagnostics, swift) = try generated(
            """
            view: Main
            props:
              flag: Bool
            body:
              - if: flag
                then:
                  - Text: "a"
                else: ~
            """)
        #expect(diagnostics == [])
        #expect(swift.contains("        if flag {\n            Text(\"a\")\n        }\n    }"))
    }

    @Test func aPreviewIsNamedByAnyTextThatIsNotBlank() throws {
        let (diagnostics, swift) = try generated(
            """
            view: Main
            props:
              title: String
            body:
              - Text: "{title}"
            previews:
              - name: "Long title, \\"quoted\\""
                values: { title: "A very long title" }
            """)
        #expect(diagnostics == [])
        #expect(swift.contains(#".previewDisplayName("Long title, \"quoted\"")"#))
    }

    @Test func anEmptyFrameIsReported() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: \"a\"\n    frame: 1️⃣{}\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'frame' needs at least one of width, height, minWidth, maxWidth, minHeight, "
                    + "maxHeight or alignment [missing-argument]"
            ])
    }

    @Test func aNumberWrittenWithALeadingDotIsToldItsZero() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: \"a\"\n    opacity: 1️⃣.5\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: a number starts with a digit, not with '.': write '0.5' [unexpected-token]"
            ])
    }
}
