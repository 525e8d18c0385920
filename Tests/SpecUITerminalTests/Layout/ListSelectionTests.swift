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

private struct Sorting: View {
    @State private var order: String? = "date"

    var body: some View {
        VStack(spacing: 0) {
            List(selection: $order) {
                Text("By date").tag("date")
                Text("By name").tag("name")
            }
            Text(order ?? "none")
        }
    }
}

private struct TaggedChips: View {
    @State private var chosen: String?

    var body: some View {
        VStack(spacing: 0) {
            List(selection: $chosen) {
                ForEach(["Inbox", "Sent"], id: \.self) { box in
                    HStack {
                        Text(box)
                        ForEach(["a", "b"], id: \.self) { Text($0) }
                    }
                }
            }
            Text(chosen ?? "none")
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

    @Test func aTaggedRowWrittenInTheListSelectsItsTag() {
        let session = TerminalSession(host: ViewHost(Sorting()))
        #expect(session.frame(size: size).lines() == ["By date     ", "By name     ", "    date    "])
        #expect(highlighted(session) == ["############", "............", "............"])
        #expect(session.host.tap("By name"))
        #expect(session.frame(size: size).lines()[2] == "    name    ")
        #expect(highlighted(session) == ["............", "############", "............"])
    }

    @Test func aForEachInsideARowMakesNoRowsOfItsOwn() {
        let session = TerminalSession(host: ViewHost(TaggedChips()))
        #expect(session.frame(size: size).lines() == ["Inbox a b   ", "Sent a b    ", "    none    "])
        #expect(!session.host.tap("a"))
        #expect(session.host.tap("Sent a b"))
        #expect(session.frame(size: size).lines()[2] == "    Sent    ")
        #expect(highlighted(session) == ["............", "############", "............"])
    }
}
