/// A view that read a state slot, and the evaluation it read it in: a later evaluation that did not read the slot
/// leaves this one stale.
struct StateReader {
    weak var node: ViewNode?
    let epoch: Int

    /// The node, when it is still there and its last evaluation is the one that read the slot.
    @MainActor
    var current: ViewNode? {
        guard let node, !node.isDiscarded, node.stateReadEpoch == epoch else { return nil }
        return node
    }
}
