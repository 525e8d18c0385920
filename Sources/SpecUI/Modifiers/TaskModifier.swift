/// Runs an async action while the modified view is shown: started as it appears, cancelled as it goes away (or
/// its `List` row scrolls out of view), and started again, the running one cancelled, when `id` changes.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    public typealias Body = Never

    private static var slot: String { "task" }
}

extension _TaskModifier: ActsOnEachView {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        guard !updateEach(node, content: content, context) else { return }
        node.kind = .modifier(nil)
        let running = node.stateBoxes[Self.slot] as? RunningTask ?? RunningTask()
        node.stateBoxes[Self.slot] = running
        let (priority, action) = (self.priority, self.action)
        let start: @MainActor () -> Void = { running.start(priority: priority, action) }
        node.appearanceAction = start
        node.disappearanceAction = { running.cancel() }
        node.appearsWhenDrawn = context.appearsWhenDrawn
        let idChanged = (running.id as? ID).map { $0 != id } ?? true
        if node.isNew || idChanged {
            running.id = id
            node.graph.enqueueAppearance(of: node, start)
        }
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// Runs `action` while this view is shown: it starts as the view appears and is cancelled as the view goes
    /// away.
    ///
    /// ```swift
    /// List(model.articles) { ArticleRow(article: $0) }
    ///     .task { await model.load() }
    /// ```
    /// The action runs on the main actor, as the view's other actions do.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<Int>> {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` while this view is shown, and again, the running one cancelled, each time `id` changes.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<ID>> {
        modifier(_TaskModifier(id: id, priority: priority, action: action))
    }
}
