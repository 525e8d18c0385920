import SpecUI
import Testing

@testable import SpecUITerminal

private struct StyledList<Style: ListStyle>: View {
    let style: Style

    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
        }
        .listStyle(style)
    }
}

@MainActor
@Suite struct ListStyleTests {
    @Test func everyListStyleDrawsTheListAlike() {
        let size = TerminalSize(columns: 6, rows: 3)
        let expected = ["Fruit ", "Apple ", "Pear  "]
        #expect(TerminalRenderer.snapshot(StyledList(style: .automatic), size: size).lines == expected)
        #expect(TerminalRenderer.snapshot(StyledList(style: .plain), size: size).lines == expected)
        #expect(TerminalRenderer.snapshot(StyledList(style: .grouped), size: size).lines == expected)
        #expect(TerminalRenderer.snapshot(StyledList(style: .inset), size: size).lines == expected)
        #expect(TerminalRenderer.snapshot(StyledList(style: .insetGrouped), size: size).lines == expected)
        #expect(TerminalRenderer.snapshot(StyledList(style: .sidebar), size: size).lines == expected)
    }
}
