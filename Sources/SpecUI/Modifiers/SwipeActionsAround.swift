/// The actions a `swipeActions` modifier of one edge gives a row, handed to a `swipeActions` modifier of the other
/// edge inside it, so that the menu a terminal opens in place of a swipe holds both edges' actions.
///
/// Equal when their edges are: the actions are views, and the row holding them is updated with them.
struct SwipeActionsAround: Equatable, @unchecked Sendable {
    let edge: HorizontalEdge
    let actions: AnyView

    static func == (lhs: SwipeActionsAround, rhs: SwipeActionsAround) -> Bool {
        lhs.edge == rhs.edge
    }
}
