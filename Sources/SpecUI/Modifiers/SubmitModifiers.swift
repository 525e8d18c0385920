/// Runs `action` when a text field inside is submitted (Return in it), or for `.search`, the search field of a
/// `searchable` inside.
public struct _SubmitModifier: ViewModifier {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void

    public typealias Body = Never

    private static let slot = "onSubmit"
}

extension _SubmitModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        if !triggers.isEmpty {
            let submit = node.stateBoxes[Self.slot] as? SubmitAction ?? SubmitAction(action)
            submit.run = action
            node.stateBoxes[Self.slot] = submit
            if triggers.contains(.text) { inner.environment.submitActions.append(submit) }
            if triggers.contains(.search) { inner.environment.searchSubmitActions.append(submit) }
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

/// Keeps the text fields inside from submitting to the `onSubmit` actions around it.
public struct _SubmitScopeModifier: ViewModifier {
    let isBlocking: Bool

    public typealias Body = Never
}

extension _SubmitScopeModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        if isBlocking {
            inner.environment.submitActions = []
            inner.environment.searchSubmitActions = []
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Runs `action` when the user submits a text field inside, by pressing Return in it:
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { signIn() }
    /// ```
    /// With `onSubmit` around `onSubmit`, Return runs the innermost action first, then the ones around it.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _SubmitModifier>
    {
        modifier(_SubmitModifier(triggers: triggers, action: action))
    }

    /// Keeps the text fields inside from running the `onSubmit` actions around this view while `isBlocking`.
    public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _SubmitScopeModifier> {
        modifier(_SubmitScopeModifier(isBlocking: isBlocking))
    }
}
