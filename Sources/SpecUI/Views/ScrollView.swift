/// A view of its content through a window: `ScrollView { VStack { ... } }`.
///
/// The window takes the room offered along the scrolled axis and is as long as the content across it, as
/// SwiftUI's: a horizontal scroll view is as tall as its content, a vertical one as wide. The content is offered
/// no limit along the scrolled axis, so it takes its ideal length there, and the cross axis's room; several views
/// inside are stacked along the axis. In a terminal the window follows the focused control, and Page Up, Page
/// Down, Home and End scroll it. A view that scrolls both ways fills its room and scrolls vertically: its content
/// takes its ideal width too, and the leading part that fits is drawn.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Scroll indicators are not drawn, so `showsIndicators` changes nothing.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension ScrollView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .scroll(axes)
        node.reconcile([(AnyHashable(0), content)], context.eager)
    }
}
