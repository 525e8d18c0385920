/// The views a `NavigationStack` has pushed over its root, and the stack's node to update when they change.
///
/// A class because the stack's node, the links inside it and its back button all refer to the one stack.
@MainActor
final class NavigationLevels {
    /// A pushed view, with the serial that makes it an identity of its own: pushing the same view twice
    /// makes two levels, each with its own state.
    struct Level {
        let serial: Int
        let view: AnyView
    }

    private(set) var pushed: [Level] = []
    private var nextSerial = 0
    weak var node: ViewNode?

    /// Shows `view` over the current top level.
    func push(_ view: AnyView) {
        nextSerial += 1
        pushed.append(Level(serial: nextSerial, view: view))
        node?.levelsDidChange(hiding: true)
    }

    /// Goes back to the level below the top one; nothing at the root.
    func pop() {
        guard !pushed.isEmpty else { return }
        pushed.removeLast()
        node?.levelsDidChange(hiding: false)
    }
}
