import SpecUI
import Testing

@testable import SpecUITerminal

/// Right-to-left text that does not fit where it is drawn keeps its logical start, which a bidirectional terminal
/// shows on the right, as SwiftUI keeps the beginning of text it cannot show whole.
@MainActor
@Suite struct RightToLeftClippingTests {
    private func lines(_ view: some View, columns: Int, direction: LayoutDirection) -> [String] {
        TerminalRenderer.snapshot(
            view, size: TerminalSize(columns: columns, rows: 1), layoutDirection: direction
        ).lines
    }

    @Test func textOverhangingTheLeftOfItsFrameKeepsItsLogicalStart() {
        // Twelve cells in six, leading: right to left the frame's content overhangs on the left.
        let greeting = VStack { Text("السلام عليكم").frame(width: 12) }.frame(width: 6, alignment: .leading)
        #expect(lines(greeting, columns: 6, direction: .rightToLeft) == ["السلام"])
        let trailing = VStack { Text("السلام عليكم").frame(width: 12) }.frame(width: 6, alignment: .trailing)
        #expect(lines(trailing, columns: 6, direction: .leftToRight) == ["السلام"])
    }

    @Test func textCutOnBothSidesKeepsItsLogicalStart() {
        let centered = VStack { Text("السلام عليكم").frame(width: 12) }.frame(width: 8)
        #expect(lines(centered, columns: 8, direction: .rightToLeft) == ["السلام ع"])
    }

    @Test func leftToRightTextShowsWhatFallsInsideItsFrame() {
        let trailing = VStack { Text("Hello world").frame(width: 11) }.frame(width: 5, alignment: .trailing)
        #expect(lines(trailing, columns: 5, direction: .leftToRight) == ["world"])
        let leading = VStack { Text("Hello world").frame(width: 11) }.frame(width: 5, alignment: .leading)
        #expect(lines(leading, columns: 5, direction: .rightToLeft) == ["world"])
    }
}
