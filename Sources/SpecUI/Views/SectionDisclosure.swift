/// The header of a collapsible `Section`: `▾` or `▸`, then its label as a button that expands or collapses the
/// section, drawn in the header's colors.
public struct _SectionDisclosure<Label: View>: View {
    let isExpanded: Binding<Bool>
    let label: Label

    public var body: Never { neverBody() }
}

extension _SectionDisclosure: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let expansion = isExpanded
        let header = HStack(spacing: 1) {
            Text(expansion.wrappedValue ? "▾" : "▸")
            Button {
                expansion.wrappedValue.toggle()
            } label: {
                label
            }
            .buttonStyle(.plain)
        }
        node.kind = .group
        node.reconcile([(AnyHashable(0), header)], context)
    }
}
