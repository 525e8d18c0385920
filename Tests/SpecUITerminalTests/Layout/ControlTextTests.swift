import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ControlTextTests {
    private func lines(_ view: some View, columns: Int, rows: Int, rtl: Bool = false) -> [String] {
        TerminalRenderer.snapshot(
            view, size: TerminalSize(columns: columns, rows: rows), layoutDirection: rtl ? .rightToLeft : .leftToRight
        ).lines
    }

    @Test func aToggleWithoutATitleEndsAtItsBox() {
        let row = HStack {
            Text("Wi-Fi")
            Spacer()
            Toggle("", isOn: .constant(true))
        }
        #expect(lines(row, columns: 12, rows: 1) == ["Wi-Fi    [x]"])
        #expect(lines(row, columns: 12, rows: 1, rtl: true) == ["[x]    Wi-Fi"])
    }
}
