import SpecUI
import Testing

@testable import SpecUITerminal

private struct TagList: View {
    @State private var tags = ["swift", "يمن"]
    @State private var on = true

    var body: some View {
        List {
            Text("top")
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
            }
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 2)
            }
            ForEach(tags, id: \.self) { tag in
                Toggle(tag, isOn: $on)
            }
        }
    }
}

@MainActor
@Suite struct ListElementRowTests {
    @Test func aForEachElementThatIsALeafAModifiedViewOrAControlDrawsAsItselfInAList() {
        let snapshot = TerminalRenderer.snapshot(TagList(), size: TerminalSize(columns: 12, rows: 8))
        #expect(
            snapshot.lines == [
                "top         ",
                "#swift      ",
                "#يمن        ",
                "  swift     ",
                "  يمن       ",
                "[x] swift   ",
                "[x] يمن     ",
                "            ",
            ])
    }
}
