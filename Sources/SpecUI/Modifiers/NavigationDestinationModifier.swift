/// Declares the view the enclosing `NavigationStack` pushes for a link's value of type `Value`.
public struct _NavigationDestinationModifier<Value: Hashable, Destination: View>: ViewModifier {
    let destination: (Value) -> Destination

    public typealias Body = Never
}

extension _NavigationDestinationModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let destination = self.destination
        context.environment.navigationLevels?.declare(Value.self, at: context.environment.navigationLevelIndex) {
            AnyView(erasing: destination($0))
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// The view the enclosing `NavigationStack` pushes for a `NavigationLink`'s value of type `data`, or a value of
    /// that type in its path; the nearest level declaring one for the type wins. Outside a stack it does nothing.
    ///
    /// ```swift
    /// List(recipes) { NavigationLink($0.title, value: $0) }
    ///     .navigationDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}
