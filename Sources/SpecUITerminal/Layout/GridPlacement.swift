/// Where a grid puts each of its children, relative to its own top leading corner, and the size it takes.
struct GridPlacement {
    struct Cell {
        var child: Int
        /// What the child is offered; it takes the size of `frame`.
        var offer: Proposal
        var frame: Rect
    }

    var size: Size
    var cells: [Cell]
}
