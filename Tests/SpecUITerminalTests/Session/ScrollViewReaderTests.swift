import SpecUI
import Testing

@testable import SpecUITerminal

private struct Messages: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading) {
                HStack {
                    Button("Last") { proxy.scrollTo(10, anchor: .bottom) }
                    Button("First") { proxy.scrollTo(1, anchor: .top) }
                    Button("Six") { proxy.scrollTo(6) }
                    Button("Mid") { proxy.scrollTo("mark", anchor: .center) }
                    Button("None") { proxy.scrollTo(99) }
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(1...10, id: \.self) { number in
                            Text("Message \(number)")
                        }
                        Text("Marked").id("mark")
                        Text("After")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }
}

/// A chat that keeps its newest message in view: onAppear and onChange scroll to the last id.
private struct Chat: View {
    @State private var count = 6

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading) {
                Button("Send") { count += 1 }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(1...count, id: \.self) { number in
                            Text("Message \(number)")
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .onAppear { proxy.scrollTo(count) }
            .onChange(of: count) { _, last in proxy.scrollTo(last) }
        }
    }
}

private struct Chips: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading) {
                Button("Go") { proxy.scrollTo(7, anchor: .leading) }
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(1...9, id: \.self) { number in
                            Text("C\(number)")
                        }
                    }
                }
            }
        }
    }
}

/// A list of rows, some two lines high, and a scroll view outside the reader that holds the same ids.
private struct Rows: View {
    var body: some View {
        VStack(alignment: .leading) {
            ScrollViewReader { proxy in
                HStack {
                    Button("R20") { proxy.scrollTo(20, anchor: .top) }
                    Button("R29") { proxy.scrollTo(29, anchor: .top) }
                    Button("R12") { proxy.scrollTo(12) }
                    Button("R3") { proxy.scrollTo(3, anchor: .bottom) }
                }
                List(1...30, id: \.self) { number in
                    if number == 12 {
                        VStack(alignment: .leading) {
                            Text("Row 12")
                            Text("two lines")
                        }
                    } else {
                        Text("Row \(number)")
                    }
                }
                .frame(height: 4)
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(18...24, id: \.self) { number in
                        Text("Other \(number)")
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(height: 2)
        }
    }
}

/// A log whose task scrolls to its last line once it has waited, changing no state.
private struct Log: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...8, id: \.self) { number in
                        Text("Line \(number)")
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .task {
                await Task.yield()
                proxy.scrollTo(8)
            }
        }
    }
}

/// A list of sections, a static row marked with `id(_:)` in the second.
private struct Sections: View {
    var body: some View {
        ScrollViewReader { proxy in
            Button("Go") { proxy.scrollTo("settings", anchor: .top) }
            List {
                Section("Recent") {
                    ForEach(1...6, id: \.self) { number in
                        Text("Item \(number)")
                    }
                }
                Section("More") {
                    Text("About")
                    Text("Settings").id("settings")
                    Text("Help")
                    Text("Credits")
                }
            }
            .frame(height: 3)
        }
    }
}

/// `ScrollViewReader`'s proxy scrolls the scroll views and lists inside the reader to the view an id names: a
/// `ForEach` element's or an `id(_:)` view's, put where the anchor says or, without one, moved in the least.
@MainActor
@Suite struct ScrollViewReaderTests {
    private func tap(_ label: String, _ session: TerminalSession) {
        #expect(session.apply(.tap(label)))
    }

    @Test func anAnchorPutsTheViewsPointAtTheSamePointOfTheWindow() {
        let size = TerminalSize(columns: 30, rows: 5)
        let session = TerminalSession(host: ViewHost(Messages()))
        let buttons = "Last First Six Mid None"
        #expect(trimmedLines(session, size) == [buttons, "Message 1", "Message 2", "Message 3", "Message 4"])
        tap("Last", session)
        #expect(trimmedLines(session, size) == [buttons, "Message 7", "Message 8", "Message 9", "Message 10"])
        tap("First", session)
        #expect(trimmedLines(session, size) == [buttons, "Message 1", "Message 2", "Message 3", "Message 4"])
        // The view's middle at the window's middle, rounding half a line down the content.
        tap("Mid", session)
        #expect(trimmedLines(session, size) == [buttons, "Message 9", "Message 10", "Marked", "After"])
        #expect(session.lists == [ListViewport(count: 12, firstRow: 8, visibleRows: 4, height: 4)])
    }

    @Test func withoutAnAnchorTheWindowMovesTheLeastThatShowsTheView() {
        let size = TerminalSize(columns: 30, rows: 5)
        let session = TerminalSession(host: ViewHost(Messages()))
        let buttons = "Last First Six Mid None"
        // Below the window: it comes in at the bottom.
        tap("Six", session)
        #expect(trimmedLines(session, size) == [buttons, "Message 3", "Message 4", "Message 5", "Message 6"])
        // Shown already: nothing moves.
        tap("Six", session)
        #expect(session.lists.first?.firstRow == 2)
        tap("Last", session)
        // Above the window: it comes in at the top.
        tap("Six", session)
        #expect(trimmedLines(session, size) == [buttons, "Message 6", "Message 7", "Message 8", "Message 9"])
        // An id nothing inside has changes nothing.
        tap("None", session)
        #expect(session.lists.first?.firstRow == 5)
    }

    @Test func onAppearAndOnChangeKeepTheNewestMessageInView() {
        let size = TerminalSize(columns: 20, rows: 4)
        let session = TerminalSession(host: ViewHost(Chat()))
        #expect(trimmedLines(session, size) == ["Send", "Message 4", "Message 5", "Message 6"])
        tap("Send", session)
        #expect(trimmedLines(session, size) == ["Send", "Message 5", "Message 6", "Message 7"])
        tap("Send", session)
        #expect(trimmedLines(session, size) == ["Send", "Message 6", "Message 7", "Message 8"])
    }

    @Test func aHorizontalScrollViewTakesTheAnchorsLeadingEdge() {
        let size = TerminalSize(columns: 12, rows: 2)
        let session = TerminalSession(host: ViewHost(Chips()))
        #expect(trimmedLines(session, size) == ["Go", "C1 C2 C3 C4"])
        tap("Go", session)
        // C7 starts at column 18 of the content, but the window stops where C9 ends.
        #expect(trimmedLines(session, size) == ["Go", " C6 C7 C8 C9"])
        #expect(session.lists == [ListViewport(count: 26, firstRow: 14, visibleRows: 12, height: 12)])
    }

    @Test func aListScrollsByWholeRowsWithinTheReaderOnly() {
        let size = TerminalSize(columns: 20, rows: 7)
        let session = TerminalSession(host: ViewHost(Rows()))
        let buttons = "R20 R29 R12 R3"
        let other = ["Other 18", "Other 19"]
        #expect(trimmedLines(session, size) == [buttons, "Row 1", "Row 2", "Row 3", "Row 4"] + other)
        tap("R20", session)
        #expect(trimmedLines(session, size) == [buttons, "Row 20", "Row 21", "Row 22", "Row 23"] + other)
        // The last rows do not leave the list part empty: R29 at the top shows the last four rows.
        tap("R29", session)
        #expect(trimmedLines(session, size) == [buttons, "Row 27", "Row 28", "Row 29", "Row 30"] + other)
        // Above the list: row 12 comes in first; it takes two lines.
        tap("R12", session)
        #expect(trimmedLines(session, size) == [buttons, "Row 12", "two lines", "Row 13", "Row 14"] + other)
        // At the bottom: the rows before it that fit above it.
        tap("R3", session)
        #expect(trimmedLines(session, size) == [buttons, "Row 1", "Row 2", "Row 3", "Row 4"] + other)
    }

    @Test func aStaticRowIsFoundByItsIDAmongSections() {
        let size = TerminalSize(columns: 20, rows: 4)
        let session = TerminalSession(host: ViewHost(Sections()))
        #expect(trimmedLines(session, size) == ["         Go", "Recent", "Item 1", "Item 2"])
        tap("Go", session)
        // Rows: the header, six items, the second header, About, then Settings (row 9).
        #expect(trimmedLines(session, size) == ["         Go", "Settings", "Help", "Credits"])
        #expect(session.lists.first?.firstRow == 9)
    }

    @Test func aScrollToFromATaskAsksForAFrame() async {
        let size = TerminalSize(columns: 10, rows: 3)
        let session = TerminalSession(host: ViewHost(Log()))
        #expect(trimmedLines(session, size) == ["Line 1", "Line 2", "Line 3"])
        for _ in 0..<1_000 where !session.host.needsUpdate {
            await Task.yield()
        }
        #expect(session.host.needsUpdate)
        #expect(trimmedLines(session, size) == ["Line 6", "Line 7", "Line 8"])
        #expect(!session.host.needsUpdate)
    }
}
