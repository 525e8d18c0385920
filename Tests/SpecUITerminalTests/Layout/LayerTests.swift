import SpecUI
import Testing

@testable import SpecUITerminal

private struct Badge: View {
    @State private var count = 0

    var body: some View {
        Button("+\(count)") { count += 1 }
    }
}

/// A tag as SwiftUI code draws one: a capsule stroked around its padded title.
private struct Tag: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(.horizontal, 1)
            .overlay(Capsule().stroke(.orange, lineWidth: 2))
    }
}

/// A button with a badge over its trailing edge that keeps its own count.
private struct Inbox: View {
    @State private var opened = 0

    var body: some View {
        Button("Open \(opened)") { opened += 1 }
            .frame(width: 12, alignment: .leading)
            .overlay(alignment: .trailing) { Badge() }
    }
}

/// A control under, in and over one view.
private struct Layered: View {
    @State private var last = "none"

    var body: some View {
        VStack {
            Text(last)
            Button("Mid") { last = "mid" }
                .frame(width: 11)
                .background(alignment: .leading) { Button("B") { last = "back" } }
                .overlay(alignment: .trailing) { Button("O") { last = "over" } }
        }
    }
}

@MainActor
@Suite struct LayerTests {
    @Test func aStrokedShapeOverTextBordersIt() {
        let view = Text("Hi").overlay(RoundedRectangle(cornerRadius: 4).stroke(.blue))
        #expect(renderedLines(view, columns: 6, rows: 3) == [" ╭──╮ ", " │Hi│ ", " ╰──╯ "])
        let framed = Text("Hello world").frame(width: 7, height: 4).background(Rectangle().strokeBorder(.gray))
        #expect(renderedLines(framed, columns: 7, rows: 4) == ["┌─────┐", "│Hello│", "│world│", "└─────┘"])
    }

    @Test func aStrokedCapsuleAroundPaddedTextIsATag() {
        let view = HStack {
            Tag(title: "New")
            Tag(title: "Sale")
        }
        #expect(
            renderedLines(view, columns: 16, rows: 3) == ["╭─────╮ ╭──────╮", "│ New │ │ Sale │", "╰─────╯ ╰──────╯"])
    }

    @Test func nestedOutlinesEachMakeRoom() {
        let view = Text("A").overlay(Rectangle().stroke()).overlay(RoundedRectangle(cornerRadius: 1).stroke())
        #expect(renderedLines(view, columns: 5, rows: 5) == ["╭───╮", "│┌─┐│", "││A││", "│└─┘│", "╰───╯"])
    }

    @Test func anOverlayIsPlacedByItsAlignmentAndLeavesTheViewsSize() {
        let view = VStack(spacing: 0) {
            Text("Inbox").frame(width: 9, height: 3).overlay(alignment: .topTrailing) { Text("3") }
            Text("one").overlay(alignment: .leading) { Text("*") }
            Text("two")
        }
        #expect(
            renderedLines(view, columns: 9, rows: 5) == [
                "        3", "  Inbox  ", "         ", "   *ne   ", "   two   ",
            ])
    }

    @Test func anOverlaysLeadingEdgeIsOnTheRightRightToLeft() {
        let view = Text("abc").overlay(alignment: .leading) { Text("*") }
        let frame = TerminalRenderer.snapshot(
            view, size: TerminalSize(columns: 3, rows: 1), layoutDirection: .rightToLeft)
        #expect(frame.lines == ["ab*"])
    }

    @Test func severalViewsInAnOverlayAreLayeredByItsAlignment() {
        let view = Text("......").overlay(alignment: .bottomLeading) {
            Text("ab")
            Text("c")
        }
        #expect(renderedLines(view, columns: 6, rows: 1) == ["cb...."])
    }

    @Test func aBackgroundIsDrawnUnderTheView() {
        let view = Text("Go").padding(.horizontal, 1).background(Capsule().fill(.blue))
        #expect(backgroundCells(view, columns: 6, rows: 1) == [".█Go█."])
        let behind = Text("front").background(alignment: .trailing) { Text("xx") }
        #expect(renderedLines(behind, columns: 5, rows: 1) == ["front"])
    }

    @Test func aColorBackgroundDrawsAsItDidAndAsAColorView() {
        let color = backgroundCells(Text("Hi").padding(.horizontal, 1).background(Color.blue), columns: 6, rows: 1)
        #expect(color == [".#Hi#."])
        #expect(backgroundCells(Text("Hi").padding(.horizontal, 1).background(.blue), columns: 6, rows: 1) == color)
        let view = Text("Hi").padding(.horizontal, 1).background { Color.blue }
        #expect(backgroundCells(view, columns: 6, rows: 1) == color)
    }

    @Test func aControlInAnOverlayKeepsItsStateAndItsBodyRunsAlone() {
        let size = TerminalSize(columns: 12, rows: 1)
        #expect(renderedLines(Inbox(), columns: 12, rows: 1) == ["Open 0    +0"])
        let frame = TerminalRenderer.snapshot(Inbox(), size: size, events: [.tap("+0"), .tap("Open 0")])
        #expect(frame.lines == ["Open 1    +1"])
        #expect(frame.unmatchedEvents.isEmpty)
        #expect(frame.bodyEvaluations["Inbox"] == 2)
        #expect(frame.bodyEvaluations["Badge"] == 2)
    }

    @Test func focusMovesUnderThenInThenOverTheView() {
        let size = TerminalSize(columns: 11, rows: 2)
        let tab = { (count: Int) in
            TerminalRenderer.snapshot(
                Layered(), size: size, events: Array(repeating: .key(.tab), count: count) + [.key(.enter)]
            ).lines[0]
        }
        #expect(tab(1) == "   back    ")
        #expect(tab(2) == "    mid    ")
        #expect(tab(3) == "   over    ")
    }
}
