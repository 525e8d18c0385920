/// A button that pushes `destination` onto the enclosing `NavigationStack`: `NavigationLink("Details") { Details() }`.
///
/// The destination is the view the link held when it was activated; a binding inside it still reaches the state
/// it was made from. Outside a `NavigationStack` the link does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { neverBody() }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let levels = context.environment.navigationLevels
        let destination = AnyView(erasing: self.destination)
        node.kind = .button(action: { levels?.push(destination) }, tint: context.environment.tintColor)
        node.reconcile([(AnyHashable(0), label)], context.eager)
    }
}
