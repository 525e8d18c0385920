/// Makes the modified view refreshable: its `refresh` action, run by Ctrl-R in a terminal as by pulling a list
/// down on a phone, and handed to the views inside as `@Environment(\.refresh)`.
public struct _RefreshableModifier: ViewModifier {
    let action: @MainActor @Sendable () async -> Void

    public typealias Body = Never

    static var slot: String { "refreshable" }
}

extension _RefreshableModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let box = node.stateBoxes[Self.slot] as? RefreshAction.Box ?? RefreshAction.Box(action)
        box.action = action
        node.stateBoxes[Self.slot] = box
        var inner = context
        inner.environment.refresh = RefreshAction(box: box)
        node.kind = .refreshable
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Reloads this view's content with `action`, when the user asks: Ctrl-R in a terminal.
    ///
    /// ```swift
    /// List(model.articles) { ArticleRow(article: $0) }
    ///     .refreshable { await model.reload() }
    /// ```
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void)
        -> ModifiedContent<Self, _RefreshableModifier>
    {
        modifier(_RefreshableModifier(action: action))
    }
}
