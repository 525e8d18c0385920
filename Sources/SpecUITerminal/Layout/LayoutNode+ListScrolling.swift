import SpecUI

extension LayoutNode {
    /// The first row a `List` drawn in `rect` shows so that `row` is where `anchor` says: the row's point at the
    /// anchor at the same point of the list (`.top`: the row first), or, without an anchor, the list moved the
    /// least from `current` that shows the row whole. A list scrolls by whole rows, and never so far that rows
    /// after the last would show while earlier ones fit.
    func firstRow(
        showing row: Int, anchor: UnitPoint?, from current: Int, of list: ResolvedList, in rect: Rect
    ) -> Int {
        var heights: [Int: Int] = [:]
        func height(_ index: Int) -> Int {
            if let known = heights[index] { return known }
            let measured = listRowHeight(list.row(at: index), in: rect)
            heights[index] = measured
            return measured
        }
        let fraction: Double
        if let anchor {
            fraction = anchor.y
        } else if row < current {
            fraction = 0
        } else if (current...row).reduce(0, { $0 + height($1) }) <= rect.height {
            return current
        } else {
            fraction = 1
        }
        // The rows before `row` that fit in the part of the list the anchor puts above it.
        let above = Int((fraction * Double(max(0, rect.height - height(row)))).rounded())
        var first = row
        var used = 0
        // A full stretch measures no further row, so that only rows the list shows are built.
        while first > 0, used < above, used + height(first - 1) <= above {
            first -= 1
            used += height(first)
        }
        // Rows from `first` on fill the list, or earlier rows come in until they do.
        var shown = 0
        var next = first
        while next < list.count, shown < rect.height {
            shown += height(next)
            next += 1
        }
        while first > 0, shown < rect.height, shown + height(first - 1) <= rect.height {
            first -= 1
            shown += height(first)
        }
        return first
    }

    /// The first row Page Down shows in a `List` drawn in `rect` from row `first`: the first row that did not show
    /// whole, or the row after `first` when even that one did not.
    func firstRow(afterPageFrom first: Int, of list: ResolvedList, in rect: Rect) -> Int {
        var next = first
        var used = 0
        while next < list.count {
            let height = listRowHeight(list.row(at: next), in: rect)
            guard used + height <= rect.height else { break }
            used += height
            next += 1
        }
        return max(0, min(max(first + 1, next), list.count - 1))
    }

    /// The lines a row takes in a list drawn in `rect`: none for a row without views, as the list draws it.
    private func listRowHeight(_ row: ResolvedView, in rect: Rect) -> Int {
        row.holdsNoViews ? 0 : max(1, listRowLayout(row, in: rect).size.height)
    }
}
