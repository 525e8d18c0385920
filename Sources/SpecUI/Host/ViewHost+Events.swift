extension ViewHost {
    /// Taps the button (flips the toggle, opens or advances the picker) found by identifier or label among the
    /// buttons, toggles and pickers; false when none is enabled.
    @discardableResult
    public func tap(_ handle: String) -> Bool {
        guard let actionable = actionable(handle, among: Actionable.Kind.tappable) else {
            return false
        }
        return activate(actionable.id)
    }

    /// Runs a button's action, flips a toggle, or opens a picker's box of options (selects a stepping picker's next
    /// option, its first after its last), then updates; false for other kinds, disabled controls and a stepping
    /// picker with no other option to select.
    @discardableResult
    public func activate(_ id: ActionableID) -> Bool {
        performOnNode(id) { node in
            switch node.kind {
            case .button(let action, _, _):
                performGestures(around: node, action)
            case .toggle(let isOn):
                isOn.wrappedValue.toggle()
            case .picker(let selection):
                if let open = selection.open {
                    open()
                    return true
                }
                guard let tag = node.adjacentPickerTag(forward: true, wrapping: true) else { return false }
                selection.select(tag)
            case .tabItem:
                return node.environment.tabViewState?.node?.selectTab(withItem: node) ?? false
            case .tabView:
                // A page-style tab view's page indicator goes on to the next page, and from the last to the first.
                return node.showAdjacentPage(forward: true, wrapping: true)
            default:
                return false
            }
            return true
        }
    }

    /// Hands `press` to the `onKeyPress` actions around the focused control, innermost first, until one handles
    /// it; false when none did (or no control has focus), so the control takes the key. A terminal has focus only
    /// on controls: a view of one's own takes it with `focusable()`.
    @discardableResult
    public func pressKey(_ press: KeyPress) -> Bool {
        guard let focused = focusedControl, let path = graph.root.path(to: focused.rawValue) else { return false }
        for node in path.reversed() {
            guard let result = node.keyPressHandler?(press) else { continue }
            graph.flush()
            if result == .handled { return true }
        }
        return false
    }

    /// Activates the first enabled control whose keyboard shortcut is one of `shortcuts`, in the order they are
    /// written, as pressing it does: a button's action runs, a toggle flips, a picker opens its options (or moves to
    /// its next one). False when no enabled control has one.
    @discardableResult
    public func performShortcut(_ shortcuts: [KeyboardShortcut]) -> Bool {
        let control = actionables.first { actionable in
            !actionable.isDisabled && Actionable.Kind.tappable.contains(actionable.kind)
                && actionable.keyboardShortcut.map(shortcuts.contains) == true
        }
        return control.map { activate($0.id) } ?? false
    }

    /// Starts the refresh of the outermost `refreshable` view on the shown screen, as pulling its list down does
    /// (Ctrl-R in a terminal); false when none is shown. A refresh still running is not started again.
    @discardableResult
    public func refresh() -> Bool {
        let refreshable = shownScreen.outermostShown { node in
            if case .refreshable = node.kind { true } else { false }
        }
        guard let box = refreshable?.stateBoxes[_RefreshableModifier.slot] as? RefreshAction.Box else { return false }
        box.start()
        return true
    }

    /// Flips the toggle found by identifier or label.
    @discardableResult
    public func toggle(_ handle: String) -> Bool {
        guard let actionable = actionable(handle, among: [.toggle]) else {
            return false
        }
        return activate(actionable.id)
    }

    /// Steps the stepper or slider found by identifier or label up, within its range, or selects the picker's next
    /// option.
    @discardableResult
    public func increment(_ handle: String) -> Bool {
        actionable(handle, among: Actionable.Kind.adjustable).map { step($0.id, by: 1) } ?? false
    }

    /// Steps the stepper or slider `id` up, within its range, or selects the picker's next option; of several
    /// controls with one label, exactly this one.
    @discardableResult
    public func increment(_ id: ActionableID) -> Bool {
        step(id, by: 1)
    }

    /// Steps the stepper or slider found by identifier or label down, within its range, or selects the picker's
    /// previous option.
    @discardableResult
    public func decrement(_ handle: String) -> Bool {
        actionable(handle, among: Actionable.Kind.adjustable).map { step($0.id, by: -1) } ?? false
    }

    /// Steps the stepper or slider `id` down, within its range, or selects the picker's previous option.
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

    /// Steps a stepper or a slider, or moves a picker to its next option (previous, `direction` below 0) without
    /// wrapping around; false at a bound, as the button or key toward it does nothing there.
    ///
    /// A slider's step is one edit: `onEditingChanged` is called with `true` before the value is written and with
    /// `false` after it.
    private func step(_ id: ActionableID, by direction: Int) -> Bool {
        performOnNode(id) { node in
            switch node.kind {
            case .stepper(let value, let range, let step, _, _):
                let bounds = range ?? Int.min...Int.max
                guard let next = Self.stepped(value.wrappedValue, up: direction > 0, by: step, within: bounds) else {
                    return false
                }
                value.wrappedValue = next
            case .picker(let selection):
                guard let tag = node.adjacentPickerTag(forward: direction > 0, wrapping: false) else { return false }
                selection.select(tag)
            case .slider(let slider):
                guard let next = slider.stepped(up: direction > 0) else { return false }
                slider.onEditingChanged(true)
                slider.value.wrappedValue = next
                slider.onEditingChanged(false)
            case .tabView:
                return node.showAdjacentPage(forward: direction > 0, wrapping: false)
            default:
                return false
            }
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

extension ViewHost {
    /// Runs a control's action as the gestures attached around it rank: the outermost high-priority gesture in its
    /// place, else the action and then each simultaneous gesture around, innermost first.
    func performGestures(around node: ViewNode, _ action: @MainActor () -> Void) {
        let around = (graph.root.path(to: node.serial) ?? []).dropLast().compactMap(\.attachedGesture)
        if let high = around.first(where: { $0.priority == .high }) {
            high.perform()
            return
        }
        action()
        for gesture in around.reversed() where gesture.priority == .simultaneous {
            gesture.perform()
        }
    }
}
