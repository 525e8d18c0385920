import SpecUICompiler
import Testing

/// A `#` after a space starts a YAML comment, even in the middle of plain text; text cut there is warned about.
@Suite struct CommentInTextTests {
    @Test func textCutByACommentIsWarnedAboutAtTheHash() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 1
            body:
              - Text: Ticket 1️⃣#{n} is open
              - Button: Add  2️⃣#1
                action: n += 1
              - Text: Hello  # a comment, written as comments are
              - Text: "Ticket #{n}"
              - Text: 'Issue #{n}'
            """)
        let advice = "as a comment, so the text ends before it; to keep it, quote the whole scalar"
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: YAML reads '#{n} is open' \(advice): \"Ticket #{n} is open\" [comment-in-text]",
                "\(marked[2]): warning: YAML reads '#1' \(advice): \"Add #1\" [comment-in-text]",
            ])
    }

    @Test func theWarningCanBeDisabled() {
        let source = SpecSource(path: "Specs/Main.yaml", bytes: Array("view: Main\nbody:\n  - Text: No. #1\n".utf8))
        #expect(Pipeline.check([source]).diagnostics.map(\.code) == ["comment-in-text"])
        let disabled = Pipeline.check([source], options: UnitChecker.Options(disabledWarnings: ["comment-in-text"]))
        #expect(disabled.diagnostics == [])
    }
}
