/// A picker drawn as a control: its title, then its selected option, or every option with the selected one marked.
struct PickerControl<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// Where the options are kept for the box that lists them, when activating the picker opens one.
    let options: PickerOptionsAnchor?
    /// Opens the box of the options; nil for a picker that activating steps to its next option.
    let open: (@MainActor () -> Void)?

    var body: Never { neverBody() }
}

extension PickerControl: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .picker(PickerSelection(selection, open: open))
        node.reconcile([(AnyHashable(0), label), (AnyHashable(1), content)], context.eager)
        options?.content = node.children.last
    }
}
