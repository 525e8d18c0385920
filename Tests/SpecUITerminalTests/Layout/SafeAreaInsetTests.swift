import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct SafeAreaInsetTests {
    @Test func aBottomInsetTakesItsRowsUnderAListThatFillsTheRest() {
        let screen = List {
            Text("One")
            Text("Two")
        }
        .safeAreaInset(edge: .bottom) { Text("Total 2") }
        #expect(renderedLines(screen, columns: 7, rows: 4) == ["One    ", "Two    ", "       ", "Total 2"])
    }

    @Test func aTopInsetIsAlignedAndSpacedFromTheView() {
        let screen = Color.clear
            .safeAreaInset(edge: .top, alignment: .leading, spacing: 1) { Text("Hi") }
        #expect(renderedLines(screen, columns: 5, rows: 3) == ["Hi   ", "     ", "     "])
    }

    @Test func aTrailingInsetTakesItsColumns() {
        let screen = Color.clear.safeAreaInset(edge: .trailing, alignment: .top) { Text("|") }
        #expect(renderedLines(screen, columns: 4, rows: 2) == ["   |", "    "])
        let leading = Color.clear.safeAreaInset(edge: .leading, spacing: 1) { Text(">") }
        #expect(renderedLines(leading, columns: 4, rows: 1) == [">   "])
    }
}
