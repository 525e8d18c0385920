/// A control that runs an action when activated: `Button("Go") { count += 1 }`.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { neverBody() }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .button(action: action)
        node.reconcile([(AnyHashable(0), label)], context.eager)
    }
}
