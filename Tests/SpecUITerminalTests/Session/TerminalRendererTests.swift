import SpecUI
import Testing

@testable import SpecUITerminal

private struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("العداد: \(count)")
                .font(.largeTitle)
            Button("زيادة") {
                count += 1
            }
            .padding()
            .background(.blue)
            .foregroundColor(.white)
            .cornerRadius(8)
        }
    }
}

private struct ChatBubble: View {
    var body: some View {
        Text("Yes! 12:30 at the usual place")
            .padding(.horizontal, 1)
            .background(.blue)
            .cornerRadius(1)
    }
}

private struct Row: View {
    let index: Int

    var body: some View {
        Text("Row \(index)")
    }
}

private struct LongList: View {
    var body: some View {
        List {
            ForEach(0..<10_000) { index in
                Row(index: index)
            }
        }
    }
}

@MainActor
@Suite struct TerminalRendererTests {
    @Test func seedCounterViewHasARoundedBlueButton() {
        let snapshot = TerminalRenderer.snapshot(CounterView(), size: TerminalSize(columns: 16, rows: 6))
        #expect(
            snapshot.lines == [
                "                ",
                "   العداد: 0    ",
                "    ╭─────╮     ",
                "    │زيادة│     ",
                "    ╰─────╯     ",
                "                ",
            ])
    }

    @Test func aRoundedBackgroundKeepsTheSpacesOfTextOnItsTopAndBottomRows() {
        let snapshot = TerminalRenderer.snapshot(ChatBubble(), size: TerminalSize(columns: 24, rows: 2))
        #expect(
            snapshot.lines == [
                "  ╭Yes! 12:30 at the╮   ",
                "  ╰usual place      ╯   ",
            ])
    }

    @Test func aRoundedBackgroundOutlinesOnlyItsBlankEdges() {
        let snapshot = TerminalRenderer.snapshot(
            Text("one two three four").padding(.horizontal, 1).background(.blue).cornerRadius(1),
            size: TerminalSize(columns: 11, rows: 3))
        #expect(
            snapshot.lines == [
                " ╭one two╮ ",
                " │three  │ ",
                " ╰four   ╯ ",
            ])
    }

    @Test func tappingTheButtonCountsAndColorsFollowTheMode() {
        let snapshot = TerminalRenderer.snapshot(
            CounterView(), size: TerminalSize(columns: 16, rows: 6), events: [.tap("زيادة"), .tap("زيادة")],
            color: .ansi16)
        #expect(snapshot.lines[1] == "   العداد: 2    ")
        #expect(snapshot.unmatchedEvents.isEmpty)
        #expect(snapshot.bodyEvaluations["CounterView"] == 3)
        let rows = snapshot.ansi.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[1] == "   \u{1B}[0;1mالعداد: 2\u{1B}[m")
        #expect(rows[2] == "    \u{1B}[0;34m╭─────╮\u{1B}[m")
        #expect(rows[3] == "    \u{1B}[0;34m│\u{1B}[0;97;44mزيادة\u{1B}[0;34m│\u{1B}[m")
    }

    @Test func unknownTapIsReported() {
        let snapshot = TerminalRenderer.snapshot(CounterView(), events: [.tap("nope")])
        #expect(snapshot.unmatchedEvents == [.tap("nope")])
    }

    @Test func longListEvaluatesOnlyVisibleRows() {
        let snapshot = TerminalRenderer.snapshot(LongList(), size: TerminalSize(columns: 20, rows: 24))
        #expect(snapshot.lines[0] == "Row 0               ")
        #expect(snapshot.lines[23] == "Row 23              ")
        #expect((snapshot.bodyEvaluations["Row"] ?? 0) <= 25)
        #expect(snapshot.lists == [ListViewport(count: 10_000, firstRow: 0, visibleRows: 24, height: 24)])
    }

    @Test func scrollingEvaluatesOnlyNewlyVisibleRows() {
        let host = ViewHost(LongList())
        let session = TerminalSession(host: host)
        _ = session.frame(size: TerminalSize(columns: 20, rows: 24))
        let before = host.bodyEvaluations["Row"] ?? 0
        #expect(session.handle(.pageDown) == .handled)
        let buffer = session.frame(size: TerminalSize(columns: 20, rows: 24))
        #expect(buffer.lines()[0] == "Row 24              ")
        let added = (host.bodyEvaluations["Row"] ?? 0) - before
        #expect(added <= 25)
        #expect(added >= 24)
    }

    @Test func keysMoveFocusActivateAndType() {
        struct Form: View {
            @State var name = ""
            @State var isOn = false
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $name).frame(width: 10)
                    Toggle("Subscribe", isOn: $isOn)
                    Text("Hello \(name)")
                }
            }
        }
        let keys: [Key] = [.tab, .character("A"), .character("l"), .character("x"), .backspace, .tab, .character(" ")]
        let snapshot = TerminalRenderer.snapshot(
            Form(), size: TerminalSize(columns: 13, rows: 3), events: keys.map(ScriptedEvent.key))
        #expect(snapshot.lines == ["Al           ", "Subscribe [x]", "Hello Al     "])
    }

    @Test func framesAreDiffedCellByCell() {
        let host = ViewHost(CounterView())
        let session = TerminalSession(host: host)
        var writer = DiffWriter(mode: .ansi16)
        let size = TerminalSize(columns: 16, rows: 6)
        #expect(!writer.render(session.frame(size: size)).isEmpty)
        #expect(writer.render(session.frame(size: size)).isEmpty)
        host.tap("زيادة")
        let update = writer.render(session.frame(size: size))
        #expect(String(decoding: update, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[2;12H\u{1B}[0;1m1\u{1B}[?2026l")
        #expect(update.count < 32)
        let resized = writer.render(session.frame(size: TerminalSize(columns: 17, rows: 6)))
        #expect(String(decoding: resized, as: UTF8.self).contains("\u{1B}[2J"))
    }
}
