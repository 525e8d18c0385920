import SpecUI
import Testing

@testable import SpecUITerminal

/// A scroll view between two buttons: six lines, a button and a last line.
struct ScrollingArticle: View {
    var body: some View {
        VStack(alignment: .leading) {
            Button("Top") {}
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(1...6, id: \.self) { line in
                        Text("Line \(line)")
                    }
                    Button("Like") {}
                    Text("End")
                }
            }
            Button("Close") {}
        }
    }
}

private struct Chips: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(1...5, id: \.self) { number in
                    Button("Chip\(number)") {}
                }
            }
        }
    }
}

/// Lines of text over a button.
private struct TextAboveAButton: View {
    var body: some View {
        VStack {
            ScrollView { VStack(alignment: .leading) { ForEach(1...12, id: \.self) { Text("Line \($0)") } } }
            Button("Below") {}
        }
    }
}

/// A scroll view takes the room it is offered along the axis it scrolls and is as long as its content across it, as
/// SwiftUI's is: the article's stack is as wide as its lines, centered on screen. The window follows the focused
/// control, and Page Down and Page Up move it a window at a time.
@MainActor
@Suite struct ScrollViewTests {
    @Test func theWindowShowsTheContentFromItsTopAndFollowsFocus() {
        let size = TerminalSize(columns: 10, rows: 6)
        let session = TerminalSession(host: ViewHost(ScrollingArticle()))
        #expect(trimmedLines(session, size) == ["  Top", "  Line 1", "  Line 2", "  Line 3", "  Line 4", "  Close"])
        #expect(session.lists == [ListViewport(count: 8, firstRow: 0, visibleRows: 4, height: 4)])
        // Page Down moves the window by its height, as far as the content goes, and Page Up back.
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["  Top", "  Line 5", "  Line 6", "  Like", "  End", "  Close"])
        _ = session.handle(.pageUp)
        #expect(trimmedLines(session, size) == ["  Top", "  Line 1", "  Line 2", "  Line 3", "  Line 4", "  Close"])
        // Tab walks into the content, scrolling the next control in whole at the window's bottom, and on out.
        let focus = { session.focusedLabel }
        _ = session.handle(.tab)
        #expect(focus() == "Top")
        _ = session.handle(.tab)
        #expect(focus() == "Like")
        #expect(trimmedLines(session, size) == ["  Top", "  Line 4", "  Line 5", "  Line 6", "  Like", "  Close"])
        _ = session.handle(.tab)
        #expect(focus() == "Close")
        _ = session.handle(.backTab)
        _ = session.handle(.backTab)
        #expect(focus() == "Top")
    }

    /// Focus scrolls the next chip in whole, at the window's end going forward and at its start going back. Right to
    /// left, the scroll view is mirrored: it starts at its content's leading edge, on the right, and going forward
    /// scrolls in what lies to the left.
    @Test(arguments: [
        (LayoutDirection.leftToRight, ["Chip1 Chip2", " Chip2 Chip3", " Chip4 Chip5", "Chip2 Chip3"]),
        (.rightToLeft, [" Chip2 Chip1", "Chip3 Chip2", "Chip5 Chip4", " Chip3 Chip2"]),
    ])
    func aHorizontalScrollViewScrollsColumns(direction: LayoutDirection, frames: [String]) {
        let size = TerminalSize(columns: 12, rows: 1)
        let session = TerminalSession(host: ViewHost(Chips().environment(\.layoutDirection, direction)))
        var shown = trimmedLines(session, size)
        for _ in 0..<3 { _ = session.handle(.tab) }
        #expect(session.focusedLabel == "Chip3")
        shown += trimmedLines(session, size)
        for _ in 0..<2 { _ = session.handle(.tab) }
        shown += trimmedLines(session, size)
        for _ in 0..<3 { _ = session.handle(.backTab) }
        #expect(session.focusedLabel == "Chip2")
        shown += trimmedLines(session, size)
        #expect(shown == frames)
    }

    /// Wrapping focus past a scroll view of text, which no control brings into view, leaves it where it was read to.
    @Test func wrappingFocusPastAScrollViewOfTextLeavesItWhereItWas() {
        let session = TerminalSession(host: ViewHost(TextAboveAButton()))
        let size = TerminalSize(columns: 12, rows: 4)
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        _ = session.handle(.pageDown)
        let read = ["  Line 4    ", "  Line 5    ", "  Line 6    ", "   [B][e][l][o][w]    "]
        #expect(marked(session, size) == read)
        for key in [Key.down, .up, .tab, .backTab] {
            _ = session.handle(key)
            #expect(marked(session, size) == read)
        }
    }
}
