import SpecUI

/// Where a view a `scrollTo` names was drawn in a scroll view's content: the scroll view, by its position among
/// the canvas's lists, and the lines (the columns, scrolling horizontally) of the content the view takes.
struct ScrollTarget {
    var list: Int
    var lines: Range<Int>
    var horizontal: Bool

    /// The offset that shows the view in `window` as `anchor` says: the view's point at the anchor at the same
    /// point of the window, or, without an anchor, the window moved the least that shows the view whole (to its
    /// start when it is longer than the window). Never past the content's ends.
    func offset(in window: ListViewport, anchor: UnitPoint?) -> Int {
        let offset: Int
        if let anchor {
            let fraction = horizontal ? anchor.x : anchor.y
            offset = Int((Double(lines.lowerBound) - fraction * Double(window.height - lines.count)).rounded())
        } else if lines.lowerBound < window.firstRow || lines.count > window.height {
            offset = lines.lowerBound
        } else if lines.upperBound > window.firstRow + window.height {
            offset = lines.upperBound - window.height
        } else {
            offset = window.firstRow
        }
        return min(max(0, offset), max(0, window.count - window.height))
    }
}
