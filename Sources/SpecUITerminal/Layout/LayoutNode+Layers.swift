import SpecUI

extension LayoutNode {
    /// The layout of an `overlay` or `background`: the modified view, then its secondary view. A stroked shape
    /// there outlines the view as `border` does, on cells the view makes room for (see
    /// `ResolvedView.withRoomForBorder`), since a terminal cannot stroke a line over text.
    convenience init(_ layers: ResolvedLayers, inStack horizontal: Bool?, textLayout: TextLayout) {
        let content = layers.layer.isStrokedShape ? layers.content.withRoomForBorder : layers.content
        self.init(
            kind: .layered(layers.position, layers.alignment),
            children: [
                LayoutNode(content, inStack: horizontal, textLayout: textLayout),
                LayoutNode(layers.layer, textLayout: textLayout),
            ])
    }

    /// Draws the modified view in `rect` and its secondary view under or over it, offered the view's size and
    /// placed in it by `alignment`, as SwiftUI places an overlay or background.
    func drawLayers(
        _ position: ResolvedLayers.Position, _ alignment: Alignment, in rect: Rect, proposal: Proposal,
        _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let (content, layer) = (children[0], children[1])
        let offer = Proposal(rect.size)
        let placed = context.place(DrawContext.aligned(layer.sizeThatFits(offer), in: rect, alignment), in: rect)
        if position == .background {
            layer.draw(in: placed, proposal: offer, context, &canvas)
        }
        content.draw(in: rect, proposal: proposal, context, &canvas)
        if position == .overlay {
            layer.draw(in: placed, proposal: offer, context, &canvas)
        }
    }
}
