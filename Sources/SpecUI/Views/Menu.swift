/// A control that shows a list of actions when activated:
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
/// }
/// ```
///
/// The label is drawn as a button, alone, as iOS draws a menu (a menu in a menu's content with `›` after it, as iOS
/// marks a submenu), and is named by its label: an image-only label by its image's name. Activating it opens the
/// content in a box in the middle of the screen, where choosing a button runs its action and closes the menu and
/// Escape closes it. A menu inside the content opens over it, and choosing one of its buttons closes both. With a
/// `primaryAction`, the label runs the action and a `˅` button after it opens the menu, since a terminal cannot
/// long-press.
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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SpecUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SpecUI.Label(titleKey, systemImage: name) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SpecUI.Label(String(title), systemImage: name) }
    }
}

extension Menu: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let menu = MenuOpening(node, context)
        let isSubmenu = context.environment.isMenuItem
        let control = HStack(spacing: 1) {
            if let primaryAction {
                Button(action: primaryAction) { label }
                Button("˅") { menu.open() }
            } else {
                Button {
                    menu.open()
                } label: {
                    if isSubmenu {
                        // Decorative, so the submenu is named by its label alone.
                        HStack(spacing: 1) {
                            label
                            Image(decorative: "chevron.right")
                        }
                    } else {
                        label
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
