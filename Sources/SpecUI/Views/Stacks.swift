/// Children laid out top to bottom.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing.cells
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension VStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .stack(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}

/// Children laid out leading to trailing (mirrored right to left).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.cells
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension HStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .stack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}

/// Children laid over each other.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension ZStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .zStack(alignment)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}
