import SpecUI
import Testing

@testable import SpecUITerminal

private struct Entry: Identifiable {
    let name: String
    let size: String

    var id: String { name }
}

@MainActor
@Suite struct GridTests {
    private static let listing = Grid(alignment: .leading) {
        GridRow {
            Text("Name")
            Text("Size")
        }
        Divider()
        ForEach([Entry(name: "notes.txt", size: "4 KB"), Entry(name: "a.png", size: "12 KB")]) { entry in
            GridRow {
                Text(entry.name)
                Text(entry.size)
            }
        }
    }

    /// Each column is as wide as its widest cell across the rows, and a view outside a `GridRow` spans them all.
    @Test func cellsLineUpInColumnsAcrossRows() {
        #expect(
            renderedLines(Self.listing, columns: 15, rows: 4) == [
                "Name      Size ",
                "───────────────",
                "notes.txt 4 KB ",
                "a.png     12 KB",
            ])
    }

    /// A `Divider` across the grid takes the width it is offered and the columns widen alike to match it, unless
    /// its width is unsized.
    @Test func aDividerWidensTheGridUnlessItsWidthIsUnsized() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("Size")
            }
            Divider()
            GridRow {
                Text("notes.txt")
                Text("4 KB")
            }
        }
        #expect(
            renderedLines(grid, columns: 20, rows: 3) == [
                "Name         Size   ",
                "────────────────────",
                "notes.txt    4 KB   ",
            ])
        let unsized = Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("Size")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("notes.txt")
                Text("4 KB")
            }
        }
        #expect(
            renderedLines(unsized, columns: 20, rows: 3) == [
                "   Name      Size   ",
                "   ──────────────   ",
                "   notes.txt 4 KB   ",
            ])
    }

    /// Right to left the first column is at the right.
    @Test func rightToLeftTheColumnsRunFromTheRight() {
        #expect(
            renderedLines(Self.listing, columns: 15, rows: 4, rtl: true) == [
                " Size      Name",
                "───────────────",
                " 4 KB notes.txt",
                "12 KB     a.png",
            ])
    }

    /// A cell taking two columns is as wide as both, and widens the last of them when it needs more room.
    @Test func aCellCanTakeSeveralColumns() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                Text("a")
                Text("b")
                Text("c")
            }
            GridRow {
                Text("wide").gridCellColumns(2)
                Text("d")
            }
        }
        #expect(renderedLines(grid, columns: 6, rows: 2) == ["a b  c", "wide d"])
    }

    /// A cell whose height is unsized takes the height the row's other cells size.
    @Test func aCellWithAnUnsizedHeightTakesTheRowsHeight() {
        let grid = Grid {
            GridRow {
                Text("one two").frame(width: 3)
                Rectangle().frame(width: 1).gridCellUnsizedAxes(.vertical)
            }
        }
        #expect(renderedLines(grid, columns: 5, rows: 2) == ["one █", "two █"])
    }

    /// A cell's column alignment places every cell of its column, whatever row it is in.
    @Test func aColumnAlignmentAlignsTheWholeColumn() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                Text("Name:")
                Text("Ada")
            }
            GridRow {
                Text("E-mail:").gridColumnAlignment(.trailing)
                Text("ada@example.com")
            }
        }
        #expect(renderedLines(grid, columns: 23, rows: 2) == ["  Name: Ada            ", "E-mail: ada@example.com"])
    }

    /// A row's alignment places its cells vertically; the grid's spacing separates columns and rows.
    @Test func aRowsAlignmentAndTheSpacingsApply() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 1) {
            GridRow(alignment: .bottom) {
                Text("x")
                Text("one two").frame(width: 3)
            }
            GridRow {
                Text("y")
                Text("z")
            }
        }
        #expect(renderedLines(grid, columns: 6, rows: 4) == ["   one", "x  two", "      ", "y  z  "])
    }

    /// Columns too wide for the room shrink as a stack's children do, and their text wraps.
    @Test func columnsShrinkToTheRoom() {
        let grid = Grid(alignment: .topLeading) {
            GridRow {
                Text("aaaa bbbb")
                Text("cccc dddd")
            }
        }
        #expect(renderedLines(grid, columns: 10, rows: 2) == ["aaaa cccc ", "bbbb dddd "])
    }
}
