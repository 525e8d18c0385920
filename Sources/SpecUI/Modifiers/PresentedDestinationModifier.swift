/// Shows `destination` as a level of the enclosing `NavigationStack` while `isPresented` is true.
///
/// The modifier reads the binding, and makes the destination of an item, as it updates: the state is the
/// modifier's dependency, not the body that made it, as in SwiftUI.
public struct _PresentedDestinationModifier<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: () -> Destination

    public typealias Body = Never
}

extension _PresentedDestinationModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let destination = node.tracking(renewing: true) { AnyView(erasing: self.destination()) }
        context.environment.navigationLevels?.present(destination, isPresented: isPresented, by: ObjectIdentifier(node))
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
        let destination = destination()
        return modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: { destination }))
    }

    /// Pushes the destination for `item` onto the enclosing `NavigationStack` while `item` is not nil; going back
    /// sets it to nil, and setting it to nil goes back to the level below the destination. The level follows
    /// the item: another non-nil item shows its destination on the same level.
    ///
    /// ```swift
    /// List(notes) { note in Button(note.title) { selected = note } }
    ///     .navigationDestination(item: $selected) { note in NoteView(note: note) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, _PresentedDestinationModifier<C?>> {
        let isPresented = Binding(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            _PresentedDestinationModifier(isPresented: isPresented, destination: { item.wrappedValue.map(destination) })
        )
    }
}
