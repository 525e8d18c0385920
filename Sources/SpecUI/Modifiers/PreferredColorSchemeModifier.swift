/// Draws the modified view in a color scheme, or in the one around it for nil.
public struct _PreferredColorSchemeModifier: ViewModifier {
    let colorScheme: ColorScheme?

    public typealias Body = Never
}

extension _PreferredColorSchemeModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        if let colorScheme, colorScheme != context.environment.colorScheme {
            inner.environment.colorScheme = colorScheme
            node.kind = .modifier(.colorScheme(colorScheme))
        } else {
            node.kind = .modifier(nil)
        }
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// The color scheme the view is drawn in, light or dark; nil leaves the one around it.
    ///
    /// SwiftUI applies it to the whole window; a terminal preview applies it to the view it modifies and the views
    /// inside, which is the whole screen when it modifies the previewed view (docs/RUNTIME.md).
    public func preferredColorScheme(_ colorScheme: ColorScheme?)
        -> ModifiedContent<Self, _PreferredColorSchemeModifier>
    {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
