import Observation

extension ViewNode {
    /// Runs `apply`, a part of this node's update, and updates the node again when an `@Observable` property that
    /// `apply` read changes, as SwiftUI updates a view whose body read it; the `@State` it reads is the node's
    /// dependency too (see `StateReads`).
    ///
    /// `renewing` marks a whole evaluation (a body, a `ForEach`'s rows): what earlier evaluations read no longer
    /// matters. Without it, as when a `List` builds another row, the reads add to the current evaluation's.
    ///
    /// An evaluation that is repeated for another reason before a property it read changes leaves its
    /// registration with that property until the property changes; the stale token then does nothing.
    func tracking<T>(renewing: Bool, _ apply: () -> T) -> T {
        if renewing {
            observationEpoch &+= 1
        }
        let token = ObservationToken(node: self)
        return StateReads.evaluating(self) { withObservationTracking(apply, onChange: token.fire) }
    }

    /// Starts a new body evaluation for `StateReads`: what earlier ones read no longer matters.
    func renewStateReads() {
        stateReadEpoch &+= 1
        stateReads = [:]
    }

    /// Records that a property the last evaluation read is about to change, and schedules the update.
    func observedPropertyWillChange() {
        guard !isDiscarded else {
            return
        }
        if graph.isEvaluatingBody {
            graph.report(ViewGraph.modifyingStateDuringUpdate)
            return
        }
        dependenciesChanged = true
        graph.markDirty(self)
    }
}
