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
            let resolved = list.row(at: index)
            // A row without views takes no line, as the list draws it.
            let measured = resolved.holdsNoViews ? 0 : max(1, listRowLayout(resolved, in: rect).size.height)
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
        while first > 0, used + height(first - 1) <= above {
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
        while first > 0, shown + height(first - 1) <= rect.height {
            first -= 1
            shown += height(first)
        }
        return first
    }
}
