/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label as its author wrote it; it has no body of its own to evaluate, so neither traces nor
    /// counts name it.
    public struct Label: View {
        let content: AnyView

        public var body: Never { neverBody() }
    }

    public let label: Label
    /// The button's role, nil for an ordinary button.
    public let role: ButtonRole?
    /// Whether the button is held down; a terminal activates a button at once, so this is always false.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
