/// What one tracked evaluation of a node leaves with the `@Observable` properties it read: a way back to the node.
///
/// Observation calls `fire()` once, as one of the properties is about to change, on the thread that changes it.
/// A token from an evaluation the node has since repeated is stale and does nothing; the evaluation that
/// replaced it holds its own token.
final class ObservationToken: @unchecked Sendable {
    private weak var node: ViewNode?
    private let epoch: Int
    private let hop: MainActorHop

    @MainActor
    init(node: ViewNode) {
        self.node = node
        epoch = node.observationEpoch
        hop = MainActorHop()
    }

    func fire() {
        hop.run { self.notify() }
    }

    @MainActor
    private func notify() {
        guard let node, node.observationEpoch == epoch else {
            return
        }
        node.observedPropertyWillChange()
    }
}
