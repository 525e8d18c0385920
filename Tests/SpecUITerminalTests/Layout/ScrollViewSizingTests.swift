import SpecUI
import Testing

@testable import SpecUITerminal

/// A strip of forecast hours scrolled sideways, each hour three rows: the hour, a symbol and the temperature.
private struct HourStrip: View {
    var hours = 12

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<hours, id: \.self) { hour in
                    VStack {
                        Text("\(hour)h")
                        Text("☀")
                        Text("2\(hour)°")
                    }
                }
            }
        }
    }
}

/// A scroll view takes the room it is offered along the axes it scrolls and is as long as its content across a
/// single one, as SwiftUI's is: a horizontal one is as tall as its content, a vertical one as wide.
@MainActor
@Suite struct ScrollViewSizingTests {
    private static let strip = [
        "0h  1h  2h  3h  4h  5h  6h  7h  8h  9h  ",
        " ☀   ☀   ☀   ☀   ☀   ☀   ☀   ☀   ☀   ☀  ",
        "20° 21° 22° 23° 24° 25° 26° 27° 28° 29° ",
    ]
    private static let blank = String(repeating: " ", count: 40)

    @Test func aHorizontalScrollViewInAVerticalOneIsAsTallAsItsContentAndTheViewsAfterItFollow() {
        let page = ScrollView {
            VStack {
                Text("Top")
                HourStrip()
                Text("Bottom")
            }
        }
        let expected =
            ["                  Top                   "] + Self.strip
            + ["                 Bottom                 "] + Array(repeating: Self.blank, count: 9)
        #expect(renderedLines(page, columns: 40, rows: 14) == expected)
    }

    @Test func aHorizontalScrollViewInAStackLeavesTheSpareRowsToTheStack() {
        let page = VStack {
            Text("Top")
            HourStrip()
            Text("Bottom")
        }
        // The stack is five rows, centered in fourteen.
        let expected =
            Array(repeating: Self.blank, count: 4) + ["                  Top                   "] + Self.strip
            + ["                 Bottom                 "] + Array(repeating: Self.blank, count: 5)
        #expect(renderedLines(page, columns: 40, rows: 14) == expected)
    }

    @Test func aHorizontalScrollViewInAGroupBoxAListRowAndASectionIsAsTallAsItsContent() {
        let box = VStack {
            GroupBox("Hourly") { HourStrip(hours: 9) }
            Text("After")
        }
        #expect(
            renderedLines(box, columns: 40, rows: 7) == [
                "┌──────────────────────────────────────┐",
                "│ Hourly                               │",
                "│ 0h  1h  2h  3h  4h  5h  6h  7h  8h   │",
                "│  ☀   ☀   ☀   ☀   ☀   ☀   ☀   ☀   ☀   │",
                "│ 20° 21° 22° 23° 24° 25° 26° 27° 28°  │",
                "└──────────────────────────────────────┘",
                "                 After                  ",
            ])
        let list = List {
            Text("Today")
            HourStrip()
            Text("Tomorrow")
        }
        #expect(
            renderedLines(list, columns: 40, rows: 6) == [
                "Today                                   ", Self.strip[0], Self.strip[1], Self.strip[2],
                "Tomorrow                                ", Self.blank,
            ])
        let sections = List {
            Section("Hourly") { HourStrip() }
            Text("End")
        }
        #expect(
            renderedLines(sections, columns: 40, rows: 6) == [
                "Hourly                                  ", Self.strip[0], Self.strip[1], Self.strip[2],
                "End                                     ", Self.blank,
            ])
        let section = VStack(alignment: .leading) {
            Section("Hourly") { HourStrip() }
            Text("End")
        }
        #expect(
            renderedLines(section, columns: 40, rows: 5) == [
                "Hourly                                  ", Self.strip[0], Self.strip[1], Self.strip[2],
                "End                                     ",
            ])
    }

    @Test func aViewScrollingBothWaysFillsItsRoomAndInAScrollViewTakesItsContentsHeight() {
        let page = VStack {
            Text("Top")
            ScrollView([.horizontal, .vertical]) { Text("Wide content that goes on") }
            Text("Bottom")
        }
        // It takes the rows the stack leaves, and its content its ideal width, of which the leading part shows.
        #expect(
            renderedLines(page, columns: 12, rows: 5) == [
                "    Top     ",
                "Wide content",
                "            ",
                "            ",
                "   Bottom   ",
            ])
        #expect(
            renderedLines(page, columns: 12, rows: 5, rtl: true) == [
                "     Top    ",
                "that goes on",
                "            ",
                "            ",
                "   Bottom   ",
            ])
        #expect(
            renderedLines(ScrollView { page }, columns: 12, rows: 4) == [
                "    Top     ",
                "Wide content",
                "   Bottom   ",
                "            ",
            ])
    }

    @Test func aVerticalScrollViewIsAsWideAsItsContent() {
        let leading = VStack(alignment: .leading) {
            Text("Heading line")
            ScrollView { Text("ab") }
            Text("cd")
        }
        #expect(
            renderedLines(leading, columns: 14, rows: 4) == [
                " Heading line ",
                " ab           ",
                "              ",
                " cd           ",
            ])
        // Beside a text, it is as wide as its content and as tall as the row.
        let row = HStack {
            ScrollView { Text("ab") }
            Text("cd")
        }
        #expect(renderedLines(row, columns: 10, rows: 3) == ["  ab      ", "     cd   ", "          "])
    }

    @Test func viewsThatFillTheirRoomTakeTheirIdealLengthInAScrollView() {
        let column = ScrollView {
            VStack {
                Text("a")
                Spacer()
                Text("b").frame(maxHeight: .infinity)
                Color.red.frame(width: 2)
                Text("c")
            }
        }
        // The spacer takes its minimum length, the flexible frame its text's row, the color a shape's ideal height.
        #expect(
            backgroundCells(column, columns: 6, rows: 9) == [
                "..?...", "..?...", "..##..", "..##..", "..##..", "..##..", "..##..", "..?...", "......",
            ])
        #expect(
            renderedLines(column, columns: 6, rows: 9) == [
                "  a   ", "  b   ", "      ", "      ", "      ", "      ", "      ", "  c   ", "      ",
            ])
    }
}
