/// The destinations the links of a `NavigationSplitView`'s columns side by side show in the column after theirs,
/// in place of the view written for that column, as SwiftUI shows them.
///
/// A class because the split view's node and the stacks of its columns share it: a link in a column's stack sets
/// the next column's destination, and the split view draws it.
@MainActor
final class SplitViewDestinations {
    /// A destination shown in a column, with the serial that makes it an identity of its own: each link shown
    /// there replaces the one before, with its state.
    private struct Shown {
        let serial: Int
        /// The link's value, nil for a link with a destination view.
        let value: AnyHashable?
        /// The view, made again each time the split view updates, as a value's destination follows its declaration.
        let make: @MainActor () -> AnyView
    }

    private var shown: [Int: Shown] = [:]
    private var nextSerial = 0
    weak var node: ViewNode?

    /// Shows `view`, the destination of a link in the column before, in the column at `column`, and the columns
    /// after it their own views again.
    func show(_ view: AnyView, inColumn column: Int) {
        replace(column, value: nil) { view }
    }

    /// Shows the destination of a link with `value` in the column at `column`, which `make` looks up; nothing
    /// changes when the column shows that value already.
    func show(value: AnyHashable, inColumn column: Int, make: @escaping @MainActor () -> AnyView) {
        guard shown[column]?.value != value else { return }
        replace(column, value: value, make: make)
    }

    /// The view the column at `column` shows, `own` unless a link showed a destination there, and its key: a
    /// destination is a view of its own, with its own state.
    func view(ofColumn column: Int, own: AnyView) -> (key: AnyHashable, view: AnyView) {
        guard let destination = shown[column] else { return (AnyHashable(column), own) }
        return (AnyHashable([column, destination.serial]), destination.make())
    }

    private func replace(_ column: Int, value: AnyHashable?, make: @escaping @MainActor () -> AnyView) {
        nextSerial += 1
        shown = shown.filter { $0.key < column }
        shown[column] = Shown(serial: nextSerial, value: value, make: make)
        if let node {
            node.graph.markDirty(node)
        }
    }
}
