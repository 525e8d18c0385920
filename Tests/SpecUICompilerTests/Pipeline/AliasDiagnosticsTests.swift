import SpecUICompiler
import Testing

/// An alias reads its anchored node again; a mistake written in that node is one mistake, reported once.
@Suite struct AliasDiagnosticsTests {
    private func lines(_ marked: MarkedText) -> [String] {
        let sources = [SpecSource(path: "Specs/Main.yaml", bytes: Array(marked.text.utf8))]
        return Pipeline.check(sources).diagnostics.map {
            "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]"
        }
    }

    @Test func aMistakeInAnAliasedScalarIsReportedOnceAtTheAnchor() {
        let input = MarkedText(
            """
            view: Main
            body:
              - Text: &greeting "hello {1️⃣nmae}"
              - Text: *greeting

            """)
        #expect(lines(input) == ["\(input[1]): error: cannot find 'nmae' in scope [unknown-name]"])
    }

    @Test func mistakesInAnAliasedNodeAreReportedOnceEach() {
        let input = MarkedText(
            """
            view: Main
            body:
              - &row
                Text: "{1️⃣nope}"
                font: 2️⃣titel
              - *row

            """)
        #expect(
            lines(input) == [
                "\(input[2]): error: unknown font 'titel'; did you mean 'title'? [unknown-font]",
                "\(input[1]): error: cannot find 'nope' in scope [unknown-name]",
            ])
    }
}
