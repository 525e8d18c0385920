import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LazyStackTests {
    /// A lazy stack fills its cross axis, as SwiftUI's does, where a plain stack is as wide as its content.
    @Test func aLazyStackFillsItsCrossAxis() {
        let size = TerminalSize(columns: 8, rows: 3)
        let lazy = ScrollView {
            LazyVStack(alignment: .leading) {
                Text("ab")
                Text("abcd")
            }
            .border(.gray)
        }
        #expect(TerminalRenderer.snapshot(lazy, size: size).lines == ["┌──────┐", "│ab    │", "│abcd  │"])
        let plain = ScrollView {
            VStack(alignment: .leading) {
                Text("ab")
                Text("abcd")
            }
            .border(.gray)
        }
        #expect(TerminalRenderer.snapshot(plain, size: size).lines == [" ┌────┐ ", " │ab  │ ", " │abcd│ "])
        let row = LazyHStack(alignment: .top) {
            Text("a")
            Text("b")
        }
        .border(.gray)
        #expect(
            TerminalRenderer.snapshot(row, size: TerminalSize(columns: 5, rows: 4)).lines == [
                "┌───┐", "│a b│", "│   │", "└───┘",
            ])
    }
}
