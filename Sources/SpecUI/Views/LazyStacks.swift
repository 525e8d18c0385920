/// A vertical stack that, unlike `VStack`, fills the width it is offered, placing its children by `alignment`
/// in it, as SwiftUI's lazy stacks fill their cross axis. Its children are all built at once: a terminal draws
/// a scroll view's content whole, so there is nothing to defer.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension LazyVStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let stack = VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        node.reconcile([(AnyHashable(0), stack)], context)
    }
}

/// A horizontal stack that, unlike `HStack`, fills the height it is offered, placing its children by
/// `alignment` in it; see `LazyVStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension LazyHStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let stack = HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        node.reconcile([(AnyHashable(0), stack)], context)
    }
}
