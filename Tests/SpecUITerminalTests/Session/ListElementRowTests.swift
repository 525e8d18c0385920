import SpecUI
import Testing

@testable import SpecUITerminal

private struct Composer: View {
    let name: String

    var body: some View {
        Text(name)
        Divider()
    }
}

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
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                Divider()
            }
            ForEach(tags, id: \.self) { tag in
                Composer(name: tag)
            }
        }
    }
}

@MainActor
@Suite struct ListElementRowTests {
    @Test func aForEachElementDrawsAsItselfInAListAndSeveralViewsStartAtTheRowsLeadingEdge() {
        let snapshot = TerminalRenderer.snapshot(TagList(), size: TerminalSize(columns: 12, rows: 16))
        #expect(
            snapshot.lines == [
                "top         ",
                "#swift      ",
                "#يمن        ",
                "  swift     ",
                "  يمن       ",
                "swift    [x]",
                "يمن      [x]",
                "swift       ",
                "────────────",
                "يمن         ",
                "────────────",
                "swift       ",
                "────────────",
                "يمن         ",
                "────────────",
                "            ",
            ])
    }
}
