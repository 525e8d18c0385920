import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LabelTests {
    @Test func aLabelPutsItsIconBeforeItsTitle() {
        let list = List {
            Label("Favorites", systemImage: "star")
            Label {
                Text("Mail")
            } icon: {
                Image(systemName: "envelope")
            }
        }
        let size = TerminalSize(columns: 12, rows: 2)
        #expect(TerminalRenderer.snapshot(list, size: size).lines == ["☆ Favorites ", "✉ Mail      "])
        #expect(
            TerminalRenderer.snapshot(list, size: size, layoutDirection: .rightToLeft).lines == [
                " Favorites ☆", "      Mail ✉",
            ])
    }
}
