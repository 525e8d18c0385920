/// The storage of one `@FocusState` slot of one view identity: the value focus gives it, which only the graph
/// changes, as focus moves (a class for identity, owned by the graph node). It is used on the main actor only,
/// as views are.
final class FocusBox<Value: Hashable>: @unchecked Sendable {
    private(set) var value: Value
    let unfocusedValue: Value
    let label: String
    weak var node: ViewNode?

    init(unfocusedValue: Value, label: String, node: ViewNode) {
        value = unfocusedValue
        self.unfocusedValue = unfocusedValue
        self.label = label
        self.node = node
    }

    /// Asks the graph to move focus to a view bound to `newValue`, or away from this state's views for its
    /// unfocused value; the value changes once focus has moved.
    func request(_ newValue: Value) {
        nonisolated(unsafe) let target = newValue == unfocusedValue ? nil : AnyHashable(newValue)
        MainActor.assumeIsolated {
            node?.graph.requestFocus(FocusRequest(storage: self, value: target))
        }
    }
}

extension FocusBox: FocusStorage {
    var isLive: Bool {
        guard let node else { return false }
        return !node.isDiscarded
    }

    func follow(_ focusedValue: AnyHashable?) -> Bool {
        let newValue = focusedValue.flatMap { $0.base as? Value } ?? unfocusedValue
        guard newValue != value else { return false }
        value = newValue
        node?.stateDidChange(label)
        return true
    }
}
