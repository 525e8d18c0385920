import SpecUI
import Testing

@testable import SpecUITerminal

private struct QuantityView: View {
    @State private var quantity = 5

    var body: some View {
        Stepper("Qty \(quantity)", value: $quantity)
    }
}

@MainActor
@Suite struct StepperKeysTests {
    private func frame(_ view: some View, rtl: Bool, keys: [Key]) -> [String] {
        TerminalRenderer.snapshot(
            view, size: TerminalSize(columns: 14, rows: 1), events: [.key(.tab)] + keys.map { .key($0) },
            layoutDirection: rtl ? .rightToLeft : .leftToRight
        ).lines
    }

    @Test func theArrowTowardThePlusButtonStepsUp() {
        #expect(frame(QuantityView(), rtl: false, keys: [.right, .right, .left]) == ["Qty 6  [-] [+]"])
        #expect(frame(QuantityView(), rtl: true, keys: [.left, .left, .right]) == ["[+] [-]  Qty 6"])
        let mirrored = QuantityView().environment(\.layoutDirection, .rightToLeft)
        #expect(frame(mirrored, rtl: false, keys: [.left]) == ["[+] [-]  Qty 6"])
    }
}
