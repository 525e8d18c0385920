/// Where a scroll view's content starts on the canvas, and which of the canvas's lists is its window.
struct ScrollOrigin {
    var list: Int
    /// The row (the column, scrolling horizontally) of the content's first line, above (left of) the window when
    /// it is scrolled.
    var origin: Int
    var horizontal: Bool

    /// The line (the column) of the content where `rect` starts.
    func line(of rect: Rect) -> Int {
        (horizontal ? rect.x : rect.y) - origin
    }
}
