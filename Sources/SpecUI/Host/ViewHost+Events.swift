extension ViewHost {
    /// Taps the button (or flips the toggle) found by identifier or label; false when none is enabled.
    @discardableResult
    public func tap(_ handle: String) -> Bool {
        guard let actionable = actionable(handle) else {
            return false
        }
        return activate(actionable.id)
    }

    /// Runs a button's action or flips a toggle, then updates; false for other kinds or disabled controls.
    @discardableResult
    public func activate(_ id: ActionableID) -> Bool {
        perform(on: id) { kind in
            switch kind {
            case .button(let action):
                action()
            case .toggle(_, let isOn):
                isOn.wrappedValue.toggle()
            default:
                return false
            }
            return true
        }
    }

    /// Flips the toggle found by identifier or label.
    @discardableResult
    public func toggle(_ handle: String) -> Bool {
        guard let actionable = actionable(handle), actionable.kind == .toggle else {
            return false
        }
        return activate(actionable.id)
    }

    /// Steps the stepper found by identifier or label up, within its range.
    @discardableResult
    public func increment(_ handle: String) -> Bool {
        step(handle, by: 1)
    }

    /// Steps the stepper found by identifier or label down, within its range.
    @discardableResult
    public func decrement(_ handle: String) -> Bool {
        step(handle, by: -1)
    }

    /// Replaces the text of the text field found by identifier or placeholder.
    @discardableResult
    public func setText(_ handle: String, _ text: String) -> Bool {
        editText(handle) { $0 = text }
    }

    /// Types `text` at the end of the text field found by identifier or placeholder, as a user typing does.
    @discardableResult
    public func typeText(_ handle: String, _ text: String) -> Bool {
        editText(handle) { $0 += text }
    }

    private func editText(_ handle: String, _ edit: (inout String) -> Void) -> Bool {
        guard let actionable = actionable(handle) else {
            return false
        }
        return perform(on: actionable.id) { kind in
            guard case .textField(_, let binding) = kind else {
                return false
            }
            var text = binding.wrappedValue
            edit(&text)
            binding.wrappedValue = text
            return true
        }
    }

    private func step(_ handle: String, by direction: Int) -> Bool {
        guard let actionable = actionable(handle) else {
            return false
        }
        return perform(on: actionable.id) { kind in
            guard case .stepper(_, let value, let range, let step) = kind else {
                return false
            }
            let next = value.wrappedValue + direction * step
            if let range, !range.contains(next) {
                return false
            }
            value.wrappedValue = next
            return true
        }
    }
}
