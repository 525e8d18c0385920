/// The storage of one `@State` slot of one view identity; owned by the graph node (a class for identity).
final class StateBox<Value> {
    private(set) var value: Value
    let label: String
    weak var node: ViewNode?

    init(value: Value, label: String, node: ViewNode) {
        self.value = value
        self.label = label
        self.node = node
    }

    /// Stores `newValue` and schedules the owner's update; an equal value changes nothing.
    func set(_ newValue: Value) {
        if equalIfEquatable(value, newValue) == true {
            return
        }
        value = newValue
        let node = self.node
        let label = self.label
        MainActor.assumeIsolated {
            node?.stateDidChange(label)
        }
    }
}
