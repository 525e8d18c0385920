/// A `@FocusState` slot as the graph keeps it in step with keyboard focus, whatever its value's type.
@MainActor
protocol FocusStorage: AnyObject {
    /// Whether the view holding the slot still has its identity.
    var isLive: Bool { get }

    /// Sets the slot to `focusedValue`, the value of the innermost view bound to it that holds the focused control,
    /// or to its unfocused value for nil; true when that changed the value (and scheduled its view's update).
    func follow(_ focusedValue: AnyHashable?) -> Bool
}
