/// A control that runs an action when activated: `Button("Go") { count += 1 }`.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role: `Button(role: .destructive) { delete() } label: { Text("Delete") }`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { neverBody() }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A titled button with a role: `Button("Delete", role: .destructive) { delete() }`.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .button(action: action)
        if role == .destructive {
            node.reconcile([(AnyHashable(0), label.foregroundColor(.red))], context.eager)
        } else {
            node.reconcile([(AnyHashable(0), label)], context.eager)
        }
    }
}
