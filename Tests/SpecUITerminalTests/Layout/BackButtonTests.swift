import SpecUI
import Testing

@testable import SpecUITerminal

private struct Checkout: View {
    @Environment(\.dismiss) private var dismiss
    let locked: Bool

    var body: some View {
        VStack {
            Text("Paying")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Pay")
        .navigationBarBackButtonHidden(locked)
    }
}

private struct Cart: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Locked") { Checkout(locked: true) }
                NavigationLink("Open") { Checkout(locked: false) }
            }
            .navigationTitle("Cart")
        }
    }
}

@MainActor
@Suite struct BackButtonTests {
    private let size = TerminalSize(columns: 12, rows: 4)

    @Test func aHiddenBackButtonIsNeitherDrawnNorTappable() {
        let host = ViewHost(Cart())
        #expect(host.tap("Locked"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Pay         ", "   Paying   ", "    Done    ", "            ",
            ])
        #expect(!host.tap("Back"))
        #expect(host.actionables.map(\.label) == ["Done"])
        // The view's own `dismiss` still goes back.
        #expect(host.tap("Done"))
        #expect(host.tap("Open"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[0] == "‹Cart       ")
        #expect(host.tap("Back"))
    }
}
