/// A vertical stack that, unlike `VStack`, fills the width it is offered, placing its children by `alignment`
/// in it, as SwiftUI's lazy stacks fill their cross axis. Its children are all built at once, as a terminal draws
/// a scroll view's content whole; their `onAppear` and `task` actions wait for a frame to draw them.
public struct LazyVStack<Content: View>: View {
    /// The stack that lays the children out, which the lazy stack only widens.
    let stack: VStack<Content>

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    public var body: Never { neverBody() }
}

extension LazyVStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let filling = stack.frame(
            maxWidth: .infinity, alignment: Alignment(horizontal: stack.alignment, vertical: .center))
        node.reconcile([(AnyHashable(0), filling)], context.appearingWhenDrawn)
    }
}

/// A horizontal stack that, unlike `HStack`, fills the height it is offered, placing its children by
/// `alignment` in it; see `LazyVStack`.
public struct LazyHStack<Content: View>: View {
    /// The stack that lays the children out, which the lazy stack only heightens.
    let stack: HStack<Content>

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public var body: Never { neverBody() }
}

extension LazyHStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        let filling = stack.frame(
            maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: stack.alignment))
        node.reconcile([(AnyHashable(0), filling)], context.appearingWhenDrawn)
    }
}
