/// A label that shows or hides its content: tapping it expands or collapses the group.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $logs)
/// }
/// ```
///
/// A terminal draws `▸` before the label while collapsed and `▾` while expanded, the content below it two cells
/// in. The label is a button named by its texts; without a binding the group keeps whether it is expanded as state
/// of its own, collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        (self.isExpanded, self.label, self.content) = (isExpanded, label(), content())
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.isExpanded, self.label, self.content) = (nil, label(), content())
    }

    public var body: Never { neverBody() }

    private static var slot: String { "isExpanded" }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension DisclosureGroup: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let box = node.stateSlot(Self.slot) { StateBox(value: false, label: Self.slot, node: node) }
        let expansion = isExpanded ?? Binding(get: { box.value }, set: { box.set($0) })
        let isShown = expansion.wrappedValue
        let group = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(isShown ? "▾" : "▸")
                Button {
                    expansion.wrappedValue = !expansion.wrappedValue
                } label: {
                    label
                }
            }
            if isShown {
                content.padding(.leading, 2)
            }
        }
        node.kind = .group
        node.reconcile([(AnyHashable(0), group)], context)
    }
}
