/// A view whose content can scroll the scroll views and lists inside it to a view, by its id:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { message in MessageRow(message: message) }
///     }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// The ids `scrollTo` finds are those of the `ForEach` elements and the `id(_:)` views inside; the reader draws
/// its content unchanged, as a group does.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

extension ScrollViewReader: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let requests = node.stateSlot("scrollRequests") { ScrollRequests() }
        requests.graph = node.graph
        node.kind = .modifier(.scrollViewReader(requests))
        var inner = context
        inner.environment.marksScrollTargets = true
        node.reconcile([(AnyHashable(0), content(ScrollViewProxy(requests: requests)))], inner)
    }
}
