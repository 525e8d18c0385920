/// Which view's evaluation is running, so that the `@State` it reads becomes its dependency: a write to a state
/// slot updates only the views whose last evaluation read it, as SwiftUI evaluates only the bodies that read the
/// state.
///
/// A view reads a slot through its `wrappedValue`, or through a binding's `wrappedValue`; making a binding
/// (`$count`) reads nothing, so the view that reads through it depends on the slot, not the view that made it.
/// Reads made while no evaluation runs (in an action, while a frame is drawn, on another thread) are no view's.
enum StateReads {
    /// The node whose evaluation the running code is a part of; nil outside evaluations and in `untracked`.
    @TaskLocal private static var reader: ViewNode?

    /// Runs `apply` as a part of `node`'s evaluation: the slots it reads are `node`'s dependencies.
    static func evaluating<T>(_ node: ViewNode, _ apply: () -> T) -> T {
        $reader.withValue(node, operation: apply)
    }

    /// Runs `apply` with its reads belonging to no view: what a binding keeps as it is made, what a read through
    /// a binding reads beneath it, what a write compares.
    static func untracked<T>(_ apply: () -> T) -> T {
        $reader.withValue(nil, operation: apply)
    }

    /// Records that the running evaluation read `value` from `slot` at `location`; `reread` reads it again.
    static func record(
        _ slot: any ReadTrackedSlot, at location: BindingLocation, value: Any, reread: @escaping () -> Any
    ) {
        guard let node = reader else { return }
        let read = StateRead(slot: slot, location: location, value: value, reread: reread)
        // An evaluation runs on the main actor.
        MainActor.assumeIsolated {
            if node.stateReads[read.location] == nil {
                node.stateReads[read.location] = read
            }
            read.slot.addReader(node)
        }
    }
}
