import SpecUI
import Testing

@testable import SpecUITerminal

private struct NotesView: View {
    @State private var notes = ""
    @State private var submitted = 0

    var body: some View {
        VStack(spacing: 0) {
            TextField("Notes", text: $notes, prompt: Text("Write here"), axis: .vertical)
                .onSubmit { submitted += 1 }
            Text("sent \(submitted)")
        }
    }
}

@MainActor
@Suite struct VerticalTextFieldTests {
    @Test func aVerticalFieldShowsItsPromptThenGrowsAsItsTextWraps() {
        let size = TerminalSize(columns: 10, rows: 4)
        #expect(
            TerminalRenderer.snapshot(NotesView(), size: size).lines == [
                "          ", "Write here", "  sent 0  ", "          ",
            ])
        let typed = TerminalRenderer.snapshot(
            NotesView(), size: size, events: [.type("Notes", text: "one two three four")])
        #expect(typed.lines == ["one two th", "ree four  ", "  sent 0  ", "          "])
        #expect(typed.unmatchedEvents.isEmpty)
    }

    @Test func returnInAVerticalFieldStartsALineInsteadOfSubmitting() {
        let frame = TerminalRenderer.snapshot(
            NotesView(), size: TerminalSize(columns: 10, rows: 4),
            events: [.key(.tab), .key(.character("a")), .key(.enter), .key(.character("b"))])
        #expect(frame.lines == ["a         ", "b         ", "  sent 0  ", "          "])
    }

    @Test func aLineLimitCapsTheRowsAndARangeReservesThem() {
        let text = Binding.constant("one two three four five six")
        let capped = VStack(spacing: 0) {
            TextField("Notes", text: text, axis: .vertical).lineLimit(2)
            Text("end")
        }
        #expect(renderedLines(capped, columns: 10, rows: 3) == ["one two th", "ree four f", "   end    "])
        let reserved = VStack(spacing: 0) {
            TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...5)
            Text("end")
        }
        #expect(
            renderedLines(reserved, columns: 10, rows: 4) == ["Notes     ", "          ", "          ", "   end    "])
    }

    @Test func aPromptIsThePlaceholderOfASingleLineFieldNamedByItsTitle() {
        let field = TextField("Email", text: .constant(""), prompt: Text("you@example.com"))
        #expect(renderedLines(field, columns: 16, rows: 1) == ["you@example.com "])
        let horizontal = TextField("Name", text: .constant("Ada"), axis: .horizontal)
        #expect(renderedLines(horizontal, columns: 6, rows: 1) == ["Ada   "])
    }
}
