/// The rows of a collapsible `Section`, built only while the section is expanded.
public struct _CollapsibleSectionRows<Rows: View>: View {
    let isExpanded: Binding<Bool>
    let rows: Rows

    public var body: Never { neverBody() }
}

extension _CollapsibleSectionRows: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile(isExpanded.wrappedValue ? [(AnyHashable(0), rows)] : [], context)
    }
}
