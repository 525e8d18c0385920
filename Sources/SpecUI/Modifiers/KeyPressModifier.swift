/// Hands the keys pressed while focus is inside the modified view to an action, before the focused control
/// takes them: `.onKeyPress(.upArrow) { move(by: -1); return .handled }`.
public struct _KeyPressModifier: ViewModifier {
    /// The action's answer for a press it listens to; nil for one it does not.
    let handle: @MainActor (KeyPress) -> KeyPress.Result?

    public typealias Body = Never
}

extension _KeyPressModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.keyPressHandler = handle
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Runs `action` when `key` is pressed while focus is inside the view; `.handled` keeps the key from the
    /// views around and the focused control.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
        -> ModifiedContent<Self, _KeyPressModifier>
    {
        onKeyPress(keys: [key], phases: .down) { _ in action() }
    }

    /// Runs `action` with each press of `key` in `phases` while focus is inside the view.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` with each press of one of `keys` in `phases` while focus is inside the view.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier { press in
                keys.contains(press.key) && !phases.isDisjoint(with: press.phase) ? action(press) : nil
            })
    }

    /// Runs `action` with each press that types one of `characters` while focus is inside the view.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier { press in
                let typed = !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(characters.contains)
                return typed && !phases.isDisjoint(with: press.phase) ? action(press) : nil
            })
    }

    /// Runs `action` with every press in `phases` while focus is inside the view.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(_KeyPressModifier { press in phases.isDisjoint(with: press.phase) ? nil : action(press) })
    }

    /// Lets the view take keyboard focus, as a control does, so that its `onKeyPress` actions hear the keys:
    /// activating it does nothing. `false` leaves the view as it is.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _FocusableModifier> {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}
