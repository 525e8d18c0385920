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
        let content: NavigationDestinationLevel
    }

    private var shown: [Int: Shown] = [:]
    private var nextSerial = 0
    weak var node: ViewNode?

    /// Shows the destination of a link in `levels`, a column's stack, which would have pushed it as the level
    /// `index`, in the column at `column`, and the columns after it their own views again; a value's destination
    /// is the one `levels` declares for it as the column updates. A link with the value the column shows already
    /// changes nothing.
    func show(
        _ content: NavigationLevels.LevelContent, from levels: NavigationLevels, above index: Int, inColumn column: Int
    ) {
        if case .value(let value) = content, case .value(value)? = shown[column]?.content.content {
            return
        }
        nextSerial += 1
        shown = shown.filter { $0.key < column }
        let level = NavigationDestinationLevel(levels: levels, content: content, index: index)
        shown[column] = Shown(serial: nextSerial, content: level)
        if let node {
            node.graph.markDirty(node)
        }
    }

    /// The view the column at `column` shows, `own` unless a link showed a destination there, and its key: a
    /// destination is a view of its own, with its own state.
    func view(ofColumn column: Int, own: AnyView) -> (key: AnyHashable, view: AnyView) {
        guard let destination = shown[column] else { return (AnyHashable(column), own) }
        return (AnyHashable([column, destination.serial]), AnyView(destination.content))
    }
}
