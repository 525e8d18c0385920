/// A button that pushes `destination` onto the enclosing `NavigationStack`: `NavigationLink("Details") { Details() }`,
/// or the view declared for its value: `NavigationLink("Soup", value: Recipe.soup)`.
///
/// The destination shown is the one the link holds now: when the view that made the link updates, the pushed view
/// updates with it, as in SwiftUI, and a binding inside it reaches the state it was made from. A link with a value pushes the view that `navigationDestination(for:)` declares for the
/// value's type, by the level the link is on or one below it, and appends the value to the stack's path; with no
/// destination declared for that type, or a nil value, it does nothing, as SwiftUI only logs a warning. In a column
/// of a `NavigationSplitView` side by side, other than the last, it shows its destination in the next column
/// instead. Outside a `NavigationStack` the link does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target

    /// What the link pushes: a view, or a value whose destination the stack looks up.
    enum Target {
        case view(AnyView)
        case value(AnyHashable?)
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(AnyView(erasing: destination))
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { neverBody() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing the view the stack's `navigationDestination(for:)` declares for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` pushing the view the stack's `navigationDestination(for:)` declares for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<P: Hashable>(_ title: some StringProtocol, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let levels = context.environment.navigationLevels
        var action: @MainActor () -> Void =
            switch target {
            case .view(let destination):
                { [link = ObjectIdentifier(node)] in levels?.push(destination, from: link) }
            case .value(let value): { if let value { levels?.push(value: value) } }
            }
        if case .view(let destination) = target {
            levels?.linkDidUpdate(ObjectIdentifier(node), destination: destination)
        }
        if case .value(let value?) = target, let selection = context.environment.listSelection {
            // In a `List(selection:)` a link with a value selects it, as a split view's sidebar does.
            node.navigationLinkValue = value
            action = { _ = selection.choose(value) }
        } else if context.environment.isInList, context.environment.editMode?.wrappedValue.isEditing == true {
            // While a list is edited its rows are deleted and moved, not followed, as on iOS.
            action = {}
        }
        node.kind = .button(action: action, tint: context.environment.tintColor, isNavigationLink: true)
        node.reconcile([(AnyHashable(0), label)], context.eager)
    }
}
