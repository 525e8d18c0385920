/// A control that shows a list of actions when activated:
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
/// }
/// ```
///
/// A terminal draws the label as a button, followed by `˅`; activating it opens the content in a box in the middle
/// of the screen, where choosing a button runs its action and closes the menu and Escape closes it. A menu inside
/// the content opens over it, and choosing one of its buttons closes both. With a `primaryAction`, the label runs
/// the action and a `˅` button after it opens the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.label, self.content, self.primaryAction) = (label(), content(), nil)
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        (self.label, self.content, self.primaryAction) = (label(), content(), primaryAction)
    }

    public var body: Never { neverBody() }
}

extension Menu where Label == Text {
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(
        _ title: some StringProtocol, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SpecUI.Label<Text, Image> {
    public init(_ title: some StringProtocol, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SpecUI.Label(String(title), systemImage: name) }
    }
}

extension Menu: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let menu = MenuOpening(node, context)
        let control = HStack(spacing: 1) {
            if let primaryAction {
                Button(action: primaryAction) { label }
                Button("˅") { menu.open() }
            } else {
                Button {
                    menu.open()
                } label: {
                    HStack(spacing: 1) {
                        label
                        Image(systemName: "chevron.down")
                    }
                }
            }
        }
        // The menu's own buttons open it: as an item of an enclosing menu they must not close that menu.
        .environment(\.dismissingButtons, nil)
        .modifier(menu.presenting(content))
        node.kind = .group
        node.reconcile([(AnyHashable(0), control)], context)
    }
}
