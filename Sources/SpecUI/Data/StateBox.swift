/// The storage of one `@State` slot of one view identity; owned by the graph node (a class for identity).
///
/// A write updates only the views whose last evaluation read the slot (see `StateReads`): the owner, traced as
/// its field (`_count`), when its body read it; another view reading it through a binding, traced as
/// `@dependencies`, when what it read changed. A frame is asked for either way, as controls draw the value
/// when drawn.
final class StateBox<Value> {
    /// The value, read by no view.
    private(set) var current: Value
    let label: String
    weak var node: ViewNode?
    /// The views that read the slot, by node.
    @MainActor private var readers: [ObjectIdentifier: StateReader] = [:]

    init(value: Value, label: String, node: ViewNode) {
        self.current = value
        self.label = label
        self.node = node
    }

    /// The value, read by the running evaluation, whose view then depends on it.
    var value: Value {
        let box = self
        StateReads.record(self, at: BindingLocation(slot: self)) {
            StateRead(slot: box, location: BindingLocation(slot: box), value: box.current, reread: { box.current })
        }
        return current
    }

    /// Stores `newValue` and schedules the update of the views that read the slot; an equal value changes nothing,
    /// and neither does the same object again, as a binding to an object's property writes it back
    /// (`$model.name`, with `model` an `@Observable` class in `@State`).
    func set(_ newValue: Value) {
        if equalIfEquatable(current, newValue) == true {
            return
        }
        if Value.self is AnyClass, (current as AnyObject) === (newValue as AnyObject) {
            return
        }
        current = newValue
        // State is written on the main actor, as SwiftUI expects.
        nonisolated(unsafe) let box = self
        MainActor.assumeIsolated {
            box.didChange()
        }
    }

    @MainActor
    private func didChange() {
        guard let owner = node else { return }
        guard owner.stateCanChange() else { return }
        owner.graph.requestFrame()
        let slot = ObjectIdentifier(self)
        readers = readers.filter { $0.value.current != nil }
        for reader in readers.values {
            guard let node = reader.current else { continue }
            // The owner's body read its own field, however (through a binding to a part of it too).
            if node === owner, node.stateReads.keys.contains(where: { $0.root == slot }) {
                owner.stateDidChange(label)
            } else {
                node.readStateMayHaveChanged()
            }
        }
    }
}

extension StateBox: ReadTrackedSlot {
    @MainActor
    func addReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = StateReader(node: node, epoch: node.stateReadEpoch)
    }
}
