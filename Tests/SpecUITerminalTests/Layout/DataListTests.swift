import SpecUI
import Testing

@testable import SpecUITerminal

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

private struct ChoresView: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]

    var body: some View {
        VStack {
            List(chores) { chore in Text(chore.done ? "✓ \(chore.title)" : chore.title) }
                .frame(height: 2)
            List($chores) { $chore in Toggle(chore.title, isOn: $chore.done) }
                .frame(height: 2)
            List(["red", "green"], id: \.self) { Text($0) }
                .frame(height: 2)
            List(0..<2) { Text("#\($0)") }
                .frame(height: 2)
        }
    }
}

@MainActor
@Suite struct DataListTests {
    @Test func listsBuiltFromDataDrawARowPerElement() {
        let frame = TerminalRenderer.snapshot(
            ChoresView(), size: TerminalSize(columns: 14, rows: 8), events: [.tap("Laundry")])
        #expect(
            frame.lines == [
                "Dishes        ", "✓ Laundry     ", "Dishes     [ ]", "Laundry    [x]",
                "red           ", "green         ", "#0            ", "#1            ",
            ])
    }

    @Test func rowsWithoutViewsTakeNoLine() {
        let list = List {
            ForEach(["a", "b", "c", "d"], id: \.self) { name in
                if name == "b" || name == "d" {
                    Text("row \(name)")
                }
            }
            EmptyView()
            Text("end")
        }
        let frame = TerminalRenderer.snapshot(list, size: TerminalSize(columns: 8, rows: 4))
        #expect(frame.lines == ["row b   ", "row d   ", "end     ", "        "])
    }

    @Test func progressIsTheShareOfItsTotal() {
        let bars = VStack {
            ProgressView(value: 3, total: 12)
            ProgressView("Upload", value: 30, total: 60)
        }
        let frame = TerminalRenderer.snapshot(bars.frame(width: 10), size: TerminalSize(columns: 10, rows: 3))
        #expect(frame.lines == ["[##------]", "Upload    ", "[####----]"])
    }
}
