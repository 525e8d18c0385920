/// Draws the modified view's text and symbols in a shape style, or in levels of styles for the hierarchical
/// styles inside.
public struct _ForegroundStyleModifier: ViewModifier {
    let styles: [AnyShapeStyle]

    public typealias Body = Never
}

extension _ForegroundStyleModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .modifier(resolved(in: context.environment))
        node.reconcile([(AnyHashable(0), content)], context)
    }

    /// What the renderer draws the content with: a color, a level, a gradient or levels of colors; nil for
    /// `.foreground`, which is the style around already.
    private func resolved(in environment: EnvironmentValues) -> ResolvedModifier? {
        if styles.count > 1 {
            return .foregroundLevels(
                styles.map { style in
                    style.color(in: environment) ?? style.gradient?.stops.first?.color ?? .primary
                })
        }
        let style = styles[0].base
        if let level = style as? HierarchicalShapeStyle {
            return .hierarchicalForeground(level)
        }
        if let gradient = style.gradient {
            return .foregroundGradient(gradient)
        }
        return style.color(in: environment).map { .foregroundColor($0) }
    }
}

extension View {
    /// Draws the view's text and symbols in `style`: a level such as `.tertiary`, a gradient, `.tint`, or any
    /// style through `AnyShapeStyle`.
    ///
    /// ```swift
    /// Text("Sunrise")
    ///     .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    /// ```
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(_ForegroundStyleModifier(styles: [AnyShapeStyle(style)]))
    }

    /// Draws the view in `primary`, and its secondary styles in `secondary`:
    /// `Label("Rain", systemImage: "cloud.rain").foregroundStyle(.blue, .gray)`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> ModifiedContent<Self, _ForegroundStyleModifier>
    {
        modifier(_ForegroundStyleModifier(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
    }

    /// Draws the view in `primary`, and its secondary and tertiary styles in `secondary` and `tertiary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        modifier(
            _ForegroundStyleModifier(styles: [
                AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary),
            ])
        )
    }
}
