/// Where a scroll view's content starts on the canvas, and which of the canvas's lists is its window.
struct ScrollOrigin {
    var list: Int
    /// The row (the column, scrolling horizontally) of the content's first line, above (left of) the window when
    /// it is scrolled.
    var origin: Int
    var horizontal: Bool
    /// Whether the content scrolls horizontally right to left: its lines are then counted from its right edge,
    /// which `origin` is the column past.
    var isMirrored = false

    /// The line (the column, from the content's leading edge) of the content where `rect` starts.
    func line(of rect: Rect) -> Int {
        if isMirrored { return origin - rect.maxX }
        return (horizontal ? rect.x : rect.y) - origin
    }
}
