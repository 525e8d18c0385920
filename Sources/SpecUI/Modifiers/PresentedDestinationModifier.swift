/// Shows `destination` as a level of the enclosing `NavigationStack` while `isPresented` is true.
public struct _PresentedDestinationModifier<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: Destination

    public typealias Body = Never
}

extension _PresentedDestinationModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        context.environment.navigationLevels?.present(
            AnyView(erasing: destination), isPresented: isPresented, by: ObjectIdentifier(node))
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true; going back sets it
    /// to false, and setting it to false goes back to the level below the destination. Outside a stack it does
    /// nothing.
    ///
    /// ```swift
    /// Button("Sign in") { isSignedIn = true }
    ///     .navigationDestination(isPresented: $isSignedIn) { Home() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> ModifiedContent<Self, _PresentedDestinationModifier<V>> {
        modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}
