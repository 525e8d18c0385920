/// Draws the modified view's text and symbols in the tint around it, `.foregroundStyle(.tint)`, or fills the
/// area behind it with the tint, `.background(.tint)`.
public struct _TintStyleModifier: ViewModifier {
    let isBackground: Bool

    public typealias Body = Never
}

extension _TintStyleModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let tint = context.environment.tintColor
        node.kind = .modifier(isBackground ? .background(tint) : .foregroundColor(tint))
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Draws the view's text and symbols in the tint around it, the color of the nearest `tint(_:)` or else the
    /// accent color: `Image(systemName: "globe").foregroundStyle(.tint)`.
    public func foregroundStyle(_ style: TintShapeStyle) -> ModifiedContent<Self, _TintStyleModifier> {
        modifier(_TintStyleModifier(isBackground: false))
    }

    /// Fills the area behind the view with the tint around it, the color of the nearest `tint(_:)` or else the
    /// accent color: `Text("New").padding(.horizontal, 1).background(.tint)`.
    public func background(_ style: TintShapeStyle) -> ModifiedContent<Self, _TintStyleModifier> {
        modifier(_TintStyleModifier(isBackground: true))
    }

    /// Draws the buttons, links and `.tint` styles inside in `tint` instead of the accent color; nil restores
    /// the accent color.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> {
        environment(\.tint, tint)
    }
}
