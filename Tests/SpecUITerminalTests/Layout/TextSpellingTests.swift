import SpecUI
import Testing

@testable import SpecUITerminal

private struct ReceiptView: View {
    let items = "tea,cake"
    @State private var showsTotal = false

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items.split(separator: ","), id: \.self) { item in
                Text(item).foregroundStyle(.secondary)
            }
            Text("Total: ") + Text("7")
            Button("Pay") {}.hidden()
            Text("end")
        }
    }
}

@MainActor
@Suite struct TextSpellingTests {
    @Test func substringsConcatenationAndHiddenViews() {
        let host = ViewHost(ReceiptView())
        #expect(!host.tap("Pay"))
        let frame = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 8, rows: 5))
        #expect(frame.lines == ["tea     ", "cake    ", "Total: 7", "        ", "end     "])
    }

    @Test func foregroundStyleColorsLikeForegroundColor() {
        let styled = TerminalRenderer.snapshot(
            Text("a").foregroundStyle(.red), size: TerminalSize(columns: 1, rows: 1), color: .ansi16)
        let colored = TerminalRenderer.snapshot(
            Text("a").foregroundColor(.red), size: TerminalSize(columns: 1, rows: 1), color: .ansi16)
        #expect(styled.ansi == colored.ansi)
        #expect(styled.ansi != styled.text)
    }
}
