/// Draws the modified view's text and symbols in the tint around it: `.foregroundStyle(.tint)`.
public struct _TintForegroundModifier: ViewModifier {
    public typealias Body = Never
}

extension _TintForegroundModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .modifier(.foregroundColor(context.environment.tintColor))
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Draws the view's text and symbols in the tint around it, the color of the nearest `tint(_:)` or else the
    /// accent color: `Image(systemName: "globe").foregroundStyle(.tint)`.
    public func foregroundStyle(_ style: TintShapeStyle) -> ModifiedContent<Self, _TintForegroundModifier> {
        modifier(_TintForegroundModifier())
    }

    /// Draws the buttons, links and `.tint` styles inside in `tint` instead of the accent color; nil restores
    /// the accent color.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> {
        environment(\.tint, tint)
    }
}
