import SpecUI

/// Lays out a resolved view tree on a terminal-sized grid and draws it into a cell buffer.
@MainActor
enum FrameRenderer {
    /// Draws `view` into a frame of `size`; like a window's root view, the content is centered, also when it is
    /// larger than the frame: then it overhangs both edges equally and only the middle shows, as in SwiftUI.
    static func render(
        _ view: ResolvedView, size: TerminalSize, focused: ActionableID? = nil, cursor: TextCursor? = nil,
        scrollOffsets: [Int: Int] = [:], paging: ListPaging? = nil, layoutDirection: LayoutDirection = .leftToRight,
        colorScheme: ColorScheme = .light
    ) -> Canvas {
        var canvas = Canvas(size: size, scrollOffsets: scrollOffsets, paging: paging)
        let root = LayoutNode(view)
        let screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        root.link(to: LayoutContainer(size: screen.size))
        let fitted = root.sizeThatFits(Proposal(screen.size))
        let rect = DrawContext.aligned(fitted, in: screen, .center)
        var context = DrawContext()
        context.focused = focused
        context.cursor = cursor
        context.layoutDirection = layoutDirection
        context.colorScheme = colorScheme
        root.draw(in: rect, proposal: Proposal(screen.size), context, &canvas)
        return canvas
    }
}
