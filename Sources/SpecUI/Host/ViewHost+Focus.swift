extension ViewHost {
    /// The control with keyboard focus, which `@FocusState` follows; nil when none has it.
    public var focusedControl: ActionableID? {
        graph.focusedControl
    }

    /// How many times focus has moved or a `@FocusState` been written: comparing it around an action tells
    /// whether the action took focus somewhere (or away), even to where it already was.
    package var focusChanges: Int {
        graph.focusChanges
    }

    /// How many times a `NavigationStack` has pushed or popped a level: comparing it around an action tells
    /// whether the action showed another screen.
    package var navigationChanges: Int {
        graph.navigationChanges
    }

    /// Moves keyboard focus to the control `id` (nil: to none), as a key does, then updates: the `@FocusState`s
    /// bound to views around the control it leaves and the one it reaches change, and the views holding them
    /// are evaluated again.
    public func focus(_ id: ActionableID?) {
        graph.focus(id)
        graph.flush()
    }

    /// Moves keyboard focus to the control found by identifier or label; false when none is enabled.
    @discardableResult
    public func focus(_ handle: String) -> Bool {
        guard let control = actionable(handle), !control.isDisabled else { return false }
        focus(control.id)
        return true
    }
}
