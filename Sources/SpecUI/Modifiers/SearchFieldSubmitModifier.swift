/// Makes Return in a `searchable`'s field run the `onSubmit(of: .search)` actions around it, and only those.
struct SearchFieldSubmitModifier: ViewModifier {
    typealias Body = Never
}

extension SearchFieldSubmitModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment.submitActions = context.environment.searchSubmitActions
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}
