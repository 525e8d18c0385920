/// A picker's options drawn as a menu's items, one button per option with the selected one checkmarked: choosing
/// one selects it (and closes the menu). An option whose tag the selection cannot take is drawn disabled.
struct PickerOptionItems: View {
    let selection: PickerSelection
    let options: PickerOptionsAnchor

    var body: Never { neverBody() }
}

extension PickerOptionItems: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let selection = self.selection
        let options = self.options.options
        let items = VStack(alignment: .leading, spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                let tag = options[index].tag.flatMap { selection.canSelect($0) ? $0 : nil }
                Button {
                    if let tag { selection.select(tag) }
                } label: {
                    MenuCheckmarkLabel(isChecked: tag.map(selection.isSelected) ?? false) {
                        if let symbol = options[index].systemImage {
                            Image(systemName: symbol)
                        }
                        Text(verbatim: options[index].title)
                    }
                }
                .disabled(tag == nil)
            }
        }
        node.kind = .group
        node.reconcile([(AnyHashable(0), items)], context)
    }
}
