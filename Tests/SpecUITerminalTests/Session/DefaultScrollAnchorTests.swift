import SpecUI
import Testing

@testable import SpecUITerminal

/// A chat that starts at its newest message: a send button over the messages, anchored at the bottom.
private struct Chat: View {
    @State private var count: Int

    init(count: Int) {
        _count = State(initialValue: count)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Send") { count += 1 }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...count, id: \.self) { Text("Message \($0)") }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .defaultScrollAnchor(.bottom)
        }
    }
}

/// `defaultScrollAnchor(_:)` starts a scroll view at its anchor, keeps it there while it is not scrolled, and sits
/// content shorter than the window at it.
@MainActor
@Suite struct DefaultScrollAnchorTests {
    private let size = TerminalSize(columns: 12, rows: 4)

    @Test func aChatStartsAtItsNewestMessageAndStaysThereAsMessagesCome() {
        let session = TerminalSession(host: ViewHost(Chat(count: 6)))
        #expect(trimmedLines(session, size) == ["Send", "Message 4", "Message 5", "Message 6"])
        #expect(session.host.tap("Send"))
        #expect(trimmedLines(session, size) == ["Send", "Message 5", "Message 6", "Message 7"])
        // Scrolled, it stays where it was scrolled to.
        _ = session.handle(.pageUp)
        #expect(trimmedLines(session, size) == ["Send", "Message 2", "Message 3", "Message 4"])
        #expect(session.host.tap("Send"))
        #expect(trimmedLines(session, size) == ["Send", "Message 2", "Message 3", "Message 4"])
    }

    @Test func contentShorterThanTheWindowSitsAtTheAnchor() {
        #expect(
            renderedLines(Chat(count: 2), columns: 12, rows: 4) == [
                "Send        ", "            ", "Message 1   ", "Message 2   ",
            ])
        let leading = ScrollView(.horizontal) { Text("Chip") }.defaultScrollAnchor(.trailing)
        #expect(renderedLines(leading, columns: 8, rows: 1) == ["    Chip"])
        let top = ScrollView { Text("Top") }.defaultScrollAnchor(nil)
        #expect(renderedLines(top, columns: 3, rows: 2) == ["Top", "   "])
    }
}
