/// A node referred to from a callback that may outlive it.
final class WeakNode: @unchecked Sendable {
    weak var node: ViewNode?

    @MainActor
    init(_ node: ViewNode) {
        self.node = node
    }
}
