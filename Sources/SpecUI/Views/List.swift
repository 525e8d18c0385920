/// A scrolling list of rows; `ForEach` rows are evaluated only when the renderer asks for them.
public struct List<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension List: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .list
        var lazy = context
        lazy.isLazy = true
        node.reconcile([(AnyHashable(0), content)], lazy)
    }
}

/// A titled group of views; inside a `List`, a header row followed by its rows.
public struct Section<Content: View>: View {
    let header: String?
    let content: Content

    public init(_ header: String, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension Section: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .section(header: header)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}
