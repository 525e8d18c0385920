import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LazyGridTests {
    /// A fixed column keeps its length and a flexible one takes the rest of the width; cells flow row by row and
    /// sit centered in their cells.
    @Test func fixedAndFlexibleColumnsShareTheWidth() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.flexible())]) {
            Text("a")
            Text("b")
            Text("c")
        }
        #expect(
            renderedLines(grid.border(.gray), columns: 22, rows: 4) == [
                "┌────────────────────┐",
                "│ a          b       │",
                "│ c                  │",
                "└────────────────────┘",
            ])
    }

    /// An adaptive column holds as many columns of its minimum as fit, so the cells reflow with the width.
    @Test func anAdaptiveColumnReflowsWithTheWidth() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 5))], alignment: .leading) {
            ForEach(["ab", "cd", "ef", "gh"], id: \.self) { Text($0) }
        }
        #expect(renderedLines(grid, columns: 12, rows: 2) == ["ab     cd   ", "ef     gh   "])
        #expect(renderedLines(grid, columns: 17, rows: 2) == ["ab    cd    ef   ", "gh               "])
    }

    /// An item's spacing and alignment replace the defaults for its column, and the grid's spacing separates rows.
    @Test func anItemsSpacingAndAlignmentApplyToItsColumn() {
        let grid = LazyVGrid(
            columns: [GridItem(.fixed(3), spacing: 0, alignment: .trailing), GridItem(.fixed(3))], spacing: 1
        ) {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
        }
        #expect(renderedLines(grid, columns: 6, rows: 3) == ["  1 2 ", "      ", "  3 4 "])
    }

    /// A `LazyHGrid` flows its cells into its rows top to bottom, then column by column.
    @Test func aLazyHGridFlowsDownItsRows() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
            ForEach(1...5, id: \.self) { Text("\($0)") }
        }
        #expect(renderedLines(grid, columns: 5, rows: 2) == ["1 3 5", "2 4  "])
    }

    /// A section's header takes a row of its own across the columns, and its cells start a new row.
    @Test func aSectionHeaderSpansTheColumns() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(2)), GridItem(.fixed(2))], alignment: .leading) {
            Section("Fruit") {
                Text("ab")
                Text("cd")
                Text("ef")
            }
            Section("Nuts") {
                Text("gh")
            }
        }
        #expect(
            renderedLines(grid, columns: 5, rows: 5) == ["Fruit", "ab cd", "ef   ", "Nuts ", "gh   "])
    }
}
