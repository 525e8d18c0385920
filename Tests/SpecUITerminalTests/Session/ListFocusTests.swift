import SpecUI
import Testing

@testable import SpecUITerminal

private struct Item: View {
    let number: Int
    @State var isOn = false

    var body: some View {
        Toggle("Item \(number)", isOn: $isOn)
    }
}

private struct Settings: View {
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Header")
            List {
                ForEach(1...count, id: \.self) { number in
                    Item(number: number)
                }
            }
            Button("Footer") {}
        }
    }
}

/// A button above a list whose window shows no control, and a control below its fold.
private struct FoldedList: View {
    var body: some View {
        VStack(spacing: 0) {
            Button("Top") {}
            List {
                ForEach(1...12, id: \.self) { Text("Row \($0)") }
                Button("Reach me") {}
            }
        }
    }
}

/// A list squeezed to no row between two controls.
private struct SqueezedList: View {
    @State var a = false
    @State var b = false

    var body: some View {
        VStack(spacing: 0) {
            Toggle("A", isOn: $a)
            List {
                Toggle("B", isOn: $b)
            }
            Button("C") {}
        }
    }
}

/// Tab, Shift-Tab and the arrows walk every row of a `List`, scrolling the focused row into view, and wrap
/// around from the last control to the first with the list back at its top; only drawn rows are evaluated.
@MainActor
@Suite struct ListFocusTests {
    private let size = TerminalSize(columns: 80, rows: 24)

    private func session(count: Int = 40, _ keys: [Key]) -> TerminalSession {
        let session = TerminalSession(host: ViewHost(Settings(count: count)))
        _ = session.frame(size: size)
        for key in keys {
            _ = session.handle(key)
        }
        return session
    }

    private func focusedLabel(_ session: TerminalSession) -> String? {
        session.focusedLabel
    }

    /// The rows drawn, each with its runs of spaces as one: `Item 1 [ ]` for a row whose switch is at its end.
    private func lines(_ session: TerminalSession) -> [String] {
        session.frame(size: size).lines().map { $0.split(separator: " ").joined(separator: " ") }
    }

    @Test func tabPastTheLastVisibleRowScrollsToTheNextRow() {
        let walked = session(Array(repeating: .tab, count: 23))
        #expect(focusedLabel(walked) == "Item 23")
        #expect(walked.lists == [ListViewport(count: 40, firstRow: 1, visibleRows: 22, height: 22)])
        let shown = lines(walked)
        #expect(shown[0] == "Header")
        #expect(shown[1] == "Item 2 [ ]")
        #expect(shown[22] == "Item 23 [ ]")
        #expect(shown[23] == "Footer")
    }

    @Test func tabReachesEveryRowThenTheFooterThenWrapsToTheTop() {
        let walked = session(Array(repeating: .tab, count: 40))
        #expect(focusedLabel(walked) == "Item 40")
        #expect(walked.lists == [ListViewport(count: 40, firstRow: 18, visibleRows: 22, height: 22)])
        _ = walked.handle(.tab)
        #expect(focusedLabel(walked) == "Footer")
        #expect(walked.lists.first?.firstRow == 18)
        _ = walked.handle(.tab)
        #expect(focusedLabel(walked) == "Item 1")
        #expect(walked.lists.first?.firstRow == 0)
        #expect(lines(walked)[1] == "Item 1 [ ]")
    }

    @Test func downAndUpWalkTheRowsLikeTab() {
        let walked = session(Array(repeating: .down, count: 41))
        #expect(focusedLabel(walked) == "Footer")
        _ = walked.handle(.up)
        #expect(focusedLabel(walked) == "Item 40")
        _ = walked.handle(.down)
        _ = walked.handle(.down)
        #expect(focusedLabel(walked) == "Item 1")
        #expect(walked.lists.first?.firstRow == 0)
    }

    @Test func shiftTabEntersTheListAtItsBottomAndWalksUpToTheTop() {
        let walked = session([.backTab, .backTab])
        #expect(focusedLabel(walked) == "Item 40")
        #expect(walked.lists.first?.firstRow == 18)
        #expect(lines(walked)[22] == "Item 40 [ ]")
        for _ in 0..<19 {
            _ = walked.handle(.backTab)
        }
        #expect(focusedLabel(walked) == "Item 21")
        #expect(walked.lists.first?.firstRow == 18)
        _ = walked.handle(.backTab)
        _ = walked.handle(.backTab)
        #expect(focusedLabel(walked) == "Item 19")
        #expect(walked.lists.first?.firstRow == 18)
        _ = walked.handle(.backTab)
        #expect(focusedLabel(walked) == "Item 18")
        #expect(walked.lists.first?.firstRow == 17)
        #expect(lines(walked)[1] == "Item 18 [ ]")
    }

    @Test func shiftTabFromTheFirstRowWrapsToTheFooterWithTheListAtItsBottom() {
        let walked = session([.tab, .backTab])
        #expect(focusedLabel(walked) == "Footer")
        #expect(walked.lists.first?.firstRow == 18)
    }

    @Test func walkingALongListEvaluatesOnlyTheRowsItShows() {
        let walked = session(count: 10_000, Array(repeating: .tab, count: 30))
        #expect(focusedLabel(walked) == "Item 30")
        #expect(walked.lists == [ListViewport(count: 10_000, firstRow: 8, visibleRows: 22, height: 22)])
        #expect((walked.host.bodyEvaluations["Item"] ?? 0) <= 31)
        let bottom = session(count: 10_000, [.backTab, .backTab])
        #expect(focusedLabel(bottom) == "Item 10000")
        #expect(bottom.lists == [ListViewport(count: 10_000, firstRow: 9_978, visibleRows: 22, height: 22)])
        #expect((bottom.host.bodyEvaluations["Item"] ?? 0) <= 44)
        _ = bottom.handle(.tab)
        _ = bottom.handle(.tab)
        #expect(focusedLabel(bottom) == "Item 1")
        #expect((bottom.host.bodyEvaluations["Item"] ?? 0) <= 66)
    }

    /// A list whose window shows none of its controls is scrolled a row at a time until one comes in, going
    /// forward into it, and back from it the control above it is focused again.
    @Test func tabIntoAListShowingNoControlScrollsToItsFirstControl() {
        let size = TerminalSize(columns: 12, rows: 8)
        let session = TerminalSession(host: ViewHost(FoldedList()))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Top")
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Reach me")
        #expect(trimmedLines(session, size).last == "Reach me")
        _ = session.handle(.backTab)
        #expect(session.focusedLabel == "Top")
    }

    /// A window made smaller keeps the focused row in view: Return must not act on a control one cannot see.
    @Test func aSmallerWindowKeepsTheFocusedRowInView() {
        let large = TerminalSize(columns: 30, rows: 14)
        let session = session(count: 20, [])
        _ = session.frame(size: large)
        for _ in 0..<10 { _ = session.handle(.tab) }
        #expect(focusedLabel(session) == "Item 10")
        let small = TerminalSize(columns: 30, rows: 6)
        #expect(trimmedLines(session, small).contains { $0.contains("Item 10") })
        #expect(focusedLabel(session) == "Item 10")
        // Left no row, the list cannot show it: focus goes to a control that is shown.
        #expect(!trimmedLines(session, TerminalSize(columns: 30, rows: 2)).contains { $0.contains("Item") })
        #expect(focusedLabel(session) == "Footer")
    }

    /// A list the screen leaves no row for cannot be scrolled to a control: Tab and Shift-Tab pass it.
    @Test func aListWithNoRowDrawnIsPassed() {
        let size = TerminalSize(columns: 20, rows: 2)
        let session = TerminalSession(host: ViewHost(SqueezedList()))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "A")
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "C")
        _ = session.handle(.backTab)
        #expect(session.focusedLabel == "A")
        _ = session.handle(.backTab)
        #expect(session.focusedLabel == "C")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " {
            result.removeLast()
        }
        return result
    }

}
