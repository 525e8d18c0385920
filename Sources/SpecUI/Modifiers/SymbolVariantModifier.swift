/// Adds a variant to the symbols inside the modified view.
public struct _SymbolVariantModifier: ViewModifier {
    let variant: SymbolVariants

    public typealias Body = Never
}

extension _SymbolVariantModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment.symbolVariants = context.environment.symbolVariants.union(variant)
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Draws the symbols inside in `variant`, added to the variants around: `.symbolVariant(.fill)` draws
    /// `Image(systemName: "star")` as `star.fill`. `.none` adds nothing; `environment(\.symbolVariants, .none)`
    /// clears them.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _SymbolVariantModifier> {
        modifier(_SymbolVariantModifier(variant: variant))
    }
}
