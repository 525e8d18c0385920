/// What a `ToggleStyle` draws a toggle from: its label and a binding to its value.
public struct ToggleStyleConfiguration {
    /// The toggle's label as its author wrote it; it has no body of its own to evaluate.
    public struct Label: View {
        let content: AnyView

        public var body: Never { neverBody() }
    }

    public let label: Label
    /// Whether the toggle is on; setting it flips the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; a terminal toggle is bound to one value.
    public let isMixed: Bool
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
