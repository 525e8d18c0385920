/// A control that runs an action when activated: `Button("Go") { count += 1 }`.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role: `Button(role: .destructive) { delete() } label: { Text("Delete") }`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { neverBody() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A titled button with a role: `Button("Delete", role: .destructive) { delete() }`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SpecUI.Label<Text, Image> {
    /// A button drawn as a label, the symbol before the title: `Button("Share", systemImage: "square.and.arrow.up")
    /// { share() }`. It is named by its title for `tap` and `--tap`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SpecUI.Label(titleKey, systemImage: systemImage) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SpecUI.Label(title, systemImage: systemImage) }
    }

    /// A label button with a role: `Button("Delete", systemImage: "trash", role: .destructive) { delete() }`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SpecUI.Label(titleKey, systemImage: systemImage) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SpecUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        // An alert's button dismisses the alert after its action.
        let action: @MainActor () -> Void
        if let alert = context.environment.dismissingButtons {
            if role == .cancel {
                alert.cancelButtons.insert(node.serial)
            } else {
                alert.cancelButtons.remove(node.serial)
            }
            action = { [run = self.action] in
                run()
                alert.dismissAfterChoice()
            }
        } else {
            action = self.action
        }
        switch context.environment.buttonStyle {
        case .builtin(let style):
            node.kind = .button(action: action, tint: style == .plain ? nil : context.environment.tintColor)
            reconcileLabel(drawnAs: style, node, context)
        case .label(_, let body):
            node.kind = .button(action: action, tint: nil)
            let configuration = ButtonStyleConfiguration(label: erasedLabel, role: role, isPressed: false)
            node.reconcile([(AnyHashable(0), body(configuration))], context.eager)
        case .primitive(_, let body):
            // The style draws the whole button; a `Button` in its body draws with the default style.
            node.kind = .modifier(nil)
            var inner = context.eager
            inner.environment.buttonStyle = ButtonStyleKey.defaultValue
            let configuration = PrimitiveButtonStyleConfiguration(label: erasedLabel, role: role, action: action)
            node.reconcile([(AnyHashable(0), body(configuration))], inner)
        }
    }

    private var erasedLabel: ButtonStyleConfiguration.Label {
        ButtonStyleConfiguration.Label(content: AnyView(erasing: label))
    }

    /// The label as a built-in style draws it: red for a destructive button, and the bordered styles with a cell
    /// of room on each side over their fill.
    private func reconcileLabel(drawnAs style: BuiltinButtonStyle, _ node: ViewNode, _ context: UpdateContext) {
        let color: Color? = role == .destructive ? .red : nil
        switch style {
        case .borderless, .plain:
            if let color {
                node.reconcile([(AnyHashable(0), label.foregroundColor(color))], context.eager)
            } else {
                node.reconcile([(AnyHashable(0), label)], context.eager)
            }
        case .bordered:
            let bordered = label.foregroundColor(color).padding(.horizontal, 1).background(.gray)
            node.reconcile([(AnyHashable(0), bordered)], context.eager)
        case .borderedProminent:
            let fill = color ?? context.environment.tintColor
            let prominent = label.foregroundColor(.white).padding(.horizontal, 1).background(fill)
            node.reconcile([(AnyHashable(0), prominent)], context.eager)
        }
    }
}
