import SpecUI
import Testing

@testable import SpecUITerminal

private struct Mail: View {
    @State private var chosen: Int?

    var body: some View {
        VStack(spacing: 0) {
            List(mailboxes, selection: $chosen) { Text($0.name) }
            Text("chosen \(chosen.map(String.init) ?? "none")")
        }
    }
}

private struct Labels: View {
    @State private var chosen: Set<String> = ["Work"]

    var body: some View {
        VStack(spacing: 0) {
            List(selection: $chosen) {
                ForEach(["Home", "Work"], id: \.self) { Text($0) }
            }
            Text(chosen.sorted().joined(separator: "+"))
        }
    }
}

@MainActor
@Suite struct ListSelectionTests {
    private let size = TerminalSize(columns: 12, rows: 3)

    /// Which cells of each row have the selected row's gray behind them.
    private func highlighted(_ session: TerminalSession) -> [String] {
        let buffer = session.frame(size: size)
        let gray = TerminalColor.resolved(Color(.systemGray4), scheme: .light)
        return (0..<size.rows).map { y in
            String((0..<size.columns).map { buffer[$0, y].style.background == gray ? "#" : "." })
        }
    }

    @Test func activatingARowSelectsItsIdAndDrawsItAcrossTheList() {
        let session = TerminalSession(host: ViewHost(Mail()))
        #expect(session.frame(size: size).lines() == ["Inbox       ", "Sent        ", "chosen none "])
        #expect(highlighted(session) == ["............", "............", "............"])
        #expect(session.host.tap("Sent"))
        #expect(session.frame(size: size).lines()[2] == "  chosen 2  ")
        #expect(highlighted(session) == ["............", "############", "............"])
        #expect(session.host.tap("Inbox"))
        #expect(highlighted(session) == ["############", "............", "............"])
    }

    @Test func aSetSelectionAddsAndRemovesRows() {
        let session = TerminalSession(host: ViewHost(Labels()))
        #expect(highlighted(session) == ["............", "############", "............"])
        #expect(session.host.tap("Home"))
        #expect(session.frame(size: size).lines()[2] == " Home+Work  ")
        #expect(session.host.tap("Work"))
        #expect(session.frame(size: size).lines()[2] == "    Home    ")
        #expect(highlighted(session) == ["############", "............", "............"])
    }
}
