import SpecUI
import Testing

@testable import SpecUITerminal

/// A label beside a two-line amount and a block without text.
private struct Receipt: View {
    let alignment: VerticalAlignment

    var body: some View {
        HStack(alignment: alignment, spacing: 1) {
            Text("Total")
            VStack(spacing: 0) {
                Text("12")
                Text("34")
            }
            Rectangle().frame(width: 2, height: 2)
        }
    }
}

/// Two lines in a frame taller than they are.
private struct Framed: View {
    let alignment: Alignment

    var body: some View {
        VStack(spacing: 0) {
            Text("one")
            Text("two")
        }
        .frame(width: 5, height: 4, alignment: alignment)
    }
}

@MainActor
@Suite struct BaselineAlignmentTests {
    private let size = TerminalSize(columns: 12, rows: 3)

    @Test func firstTextBaselineAlignsTheFirstRowsOfTextAndTheBottomRowOfAViewWithout() {
        let frame = TerminalRenderer.snapshot(Receipt(alignment: .firstTextBaseline), size: size)
        #expect(
            frame.lines == [
                "         ██ ",
                "Total 12 ██ ",
                "      34    ",
            ])
    }

    @Test func lastTextBaselineAlignsTheLastRowsOfText() {
        let frame = TerminalRenderer.snapshot(Receipt(alignment: .lastTextBaseline), size: size)
        #expect(
            frame.lines == [
                "      12 ██ ",
                "Total 34 ██ ",
                "            ",
            ])
    }

    @Test func aFramePutsItsContentsBaselineOnItsBottomRow() {
        let small = TerminalSize(columns: 5, rows: 4)
        let first = TerminalRenderer.snapshot(Framed(alignment: .leadingFirstTextBaseline), size: small)
        #expect(first.lines == ["     ", "     ", "     ", "one  "])
        let last = TerminalRenderer.snapshot(Framed(alignment: .trailingLastTextBaseline), size: small)
        #expect(last.lines == ["     ", "     ", "  one", "  two"])
    }
}
