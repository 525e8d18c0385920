/// A control choosing one of its options for a binding: each option is a view with a `tag(_:)` of the
/// selection's type, or an element of a `ForEach`, whose id is its tag.
///
/// ```swift
/// Picker("Color", selection: $color) {
///     Text("Red").tag(Color.red)
///     Text("Green").tag(Color.green)
/// }
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { flavor in Text(flavor.name) }
/// }
/// ```
/// The texts of the label, joined by spaces, are the title; the selected option's texts are drawn beside it.
/// Activating an `.automatic`, `.menu` or `.navigationLink` picker opens a box of its options, the selected one
/// checkmarked, where choosing one selects it; one of another style selects its next option. Among a `Menu`'s
/// items, an `.automatic` or `.inline` picker's options are items of the menu.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension Picker where Label == Text {
    /// A picker labelled by a view, in the older order: `Picker(selection: $size, label: Text("Size")) { ... }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let environment = context.environment
        switch environment.pickerStyle.choosing(inMenu: environment.isMenuItem) {
        case .stepping:
            PickerControl(selection: selection, label: label, content: content, options: nil, open: nil)
                .update(node, context)
        case .menu:
            let options = node.stateSlot(PickerOptionsAnchor.slot) { PickerOptionsAnchor() }
            let menu = MenuOpening(node, context)
            let control = PickerControl(
                selection: selection, label: label, content: content, options: options, open: menu.open)
            let items = PickerOptionItems(selection: PickerSelection(selection), options: options)
            node.kind = .group
            node.reconcile([(AnyHashable(0), control.modifier(menu.presenting(items)))], context)
        case .inline:
            let options = node.stateSlot(PickerOptionsAnchor.slot) { PickerOptionsAnchor() }
            let items = PickerOptionItems(selection: PickerSelection(selection), options: options)
            node.kind = .pickerOptions
            node.reconcile(
                [(AnyHashable(0), PickerOptionsContent(content: content, options: options)), (AnyHashable(1), items)],
                context)
        }
    }
}
