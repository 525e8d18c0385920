extension ViewHost {
    /// Taps the button (or flips the toggle) found by identifier or label among the buttons and toggles; false when
    /// none is enabled.
    @discardableResult
    public func tap(_ handle: String) -> Bool {
        guard let actionable = actionable(handle, among: Actionable.Kind.tappable) else {
            return false
        }
        return activate(actionable.id)
    }

    /// Runs a button's action or flips a toggle, then updates; false for other kinds or disabled controls.
    @discardableResult
    public func activate(_ id: ActionableID) -> Bool {
        perform(on: id) { kind in
            switch kind {
            case .button(let action, _):
                action()
            case .toggle(let isOn):
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
        guard let actionable = actionable(handle, among: [.toggle]) else {
            return false
        }
        return activate(actionable.id)
    }

    /// Steps the stepper found by identifier or label up, within its range.
    @discardableResult
    public func increment(_ handle: String) -> Bool {
        actionable(handle, among: [.stepper]).map { step($0.id, by: 1) } ?? false
    }

    /// Steps the stepper `id` up, within its range; of several steppers with one label, exactly this one.
    @discardableResult
    public func increment(_ id: ActionableID) -> Bool {
        step(id, by: 1)
    }

    /// Steps the stepper found by identifier or label down, within its range.
    @discardableResult
    public func decrement(_ handle: String) -> Bool {
        actionable(handle, among: [.stepper]).map { step($0.id, by: -1) } ?? false
    }

    /// Steps the stepper `id` down, within its range.
    @discardableResult
    public func decrement(_ id: ActionableID) -> Bool {
        step(id, by: -1)
    }

    /// Replaces the text of the text field found by identifier or placeholder.
    @discardableResult
    public func setText(_ handle: String, _ text: String) -> Bool {
        actionable(handle, among: [.textField]).map { setText($0.id, text) } ?? false
    }

    /// Replaces the text of the text field `id`; of several fields with one placeholder, exactly this one.
    @discardableResult
    public func setText(_ id: ActionableID, _ text: String) -> Bool {
        editText(id) { $0 = text }
    }

    /// Types `text` at the end of the text field found by identifier or placeholder, as a user typing does.
    @discardableResult
    public func typeText(_ handle: String, _ text: String) -> Bool {
        actionable(handle, among: [.textField]).map { editText($0.id) { $0 += text } } ?? false
    }

    /// Submits the text field found by identifier or placeholder, as Return in it does: runs the `onSubmit`
    /// actions around it, innermost first.
    @discardableResult
    public func submit(_ handle: String) -> Bool {
        actionable(handle, among: [.textField]).map { submit($0.id) } ?? false
    }

    /// Submits the text field `id`, as Return in it does.
    @discardableResult
    public func submit(_ id: ActionableID) -> Bool {
        perform(on: id) { kind in
            guard case .textField(_, _, _, let submitActions) = kind else {
                return false
            }
            for submit in submitActions.reversed() {
                submit.run()
            }
            return true
        }
    }

    private func editText(_ id: ActionableID, _ edit: (inout String) -> Void) -> Bool {
        perform(on: id) { kind in
            guard case .textField(_, let binding, _, _) = kind else {
                return false
            }
            var text = binding.wrappedValue
            edit(&text)
            binding.wrappedValue = text
            return true
        }
    }

    private func step(_ id: ActionableID, by direction: Int) -> Bool {
        perform(on: id) { kind in
            guard case .stepper(let value, let range, let step) = kind else {
                return false
            }
            let bounds = range ?? Int.min...Int.max
            guard let next = Self.stepped(value.wrappedValue, up: direction > 0, by: step, within: bounds) else {
                return false
            }
            value.wrappedValue = next
            return true
        }
    }

    /// The value a stepper's `+` (`up`) or `-` button sets, or `nil` when that button is disabled.
    ///
    /// As in SwiftUI, a button is enabled while the value has not reached its bound (a value beyond the range can
    /// still step back toward it), and a step that would pass the bound stops at it, also at `Int.max` and `Int.min`
    /// for a stepper without a range.
    static func stepped(_ value: Int, up: Bool, by step: Int, within range: ClosedRange<Int>) -> Int? {
        if up {
            guard value < range.upperBound else { return nil }
            let (next, overflow) = value.addingReportingOverflow(step)
            return overflow ? range.upperBound : min(next, range.upperBound)
        }
        guard value > range.lowerBound else { return nil }
        let (next, overflow) = value.subtractingReportingOverflow(step)
        return overflow ? range.lowerBound : max(next, range.lowerBound)
    }
}
