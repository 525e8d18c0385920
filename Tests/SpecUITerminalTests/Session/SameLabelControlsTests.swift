import SpecUI
import Testing

@testable import SpecUITerminal

private struct OrderLine: Identifiable {
    let id: Int
    var quantity = 1
    var note = ""
}

/// Rows whose controls share their labels, as rows of one `ForEach` do.
private struct OrderView: View {
    @State private var lines = [OrderLine(id: 1), OrderLine(id: 2)]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach($lines) { $line in
                HStack {
                    Stepper("Qty \(line.quantity)", value: $line.quantity)
                    TextField("Note", text: $line.note)
                }
            }
        }
    }
}

@MainActor
@Suite struct SameLabelControlsTests {
    @Test func keysChangeTheFocusedControlNotTheFirstWithItsLabel() {
        let frame = TerminalRenderer.snapshot(
            OrderView(), size: TerminalSize(columns: 29, rows: 2),
            events: [.key(.tab), .key(.tab), .key(.tab), .key(.right), .key(.character("+")), .key(.tab)]
                + "ok".map { .key(.character($0)) })
        #expect(frame.lines == ["Qty 1  [-] [+] Note          ", "Qty 3  [-] [+] ok            "])
    }

    @Test func hostEventsByIDReachThatControl() {
        let host = ViewHost(OrderView())
        let second = host.actionables.filter { $0.label == "Qty 1" }[1].id
        let field = host.actionables.filter { $0.label == "Note" }[1].id
        #expect(host.increment(second))
        #expect(host.decrement(second))
        #expect(host.increment(second))
        #expect(host.setText(field, "gift"))
        let frame = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 29, rows: 2))
        #expect(frame.lines == ["Qty 1  [-] [+] Note          ", "Qty 2  [-] [+] gift          "])
    }
}
