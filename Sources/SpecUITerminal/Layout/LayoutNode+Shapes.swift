import SpecUI

extension LayoutNode {
    /// The ideal size of a shape offered no limit, a square as a terminal draws one; otherwise a shape fills what
    /// it is offered, as SwiftUI's shapes do.
    static let idealShapeSize = Size(width: ResolvedShape.idealWidth, height: ResolvedShape.idealHeight)

    static func shapeSize(_ proposal: Proposal) -> Size {
        Size(
            width: proposal.width >= Proposal.unbounded ? idealShapeSize.width : proposal.width,
            height: proposal.height >= Proposal.unbounded ? idealShapeSize.height : proposal.height)
    }

    /// Draws a shape's cells in its color, each in its gradient's color there, or in the foreground color around
    /// it: a fill as blocks (`█`) over a
    /// background of the same color, so text drawn over the fill shows it behind; a stroke as its outline in
    /// box-drawing characters over what is behind it.
    func drawShape(_ shape: ResolvedShape, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas) {
        if let color = shape.color, !TerminalColor.isDrawn(color) { return }
        var style = context.style
        style.foreground = shape.color.map { context.terminalColor($0) } ?? style.foreground
        if !shape.isStroked, let color = style.foreground {
            style.background = color
        }
        if context.isDisabled {
            style.dim = true
        }
        let cells = ShapeCells(
            outline: shape.outline, columns: rect.width, rows: rect.height, isEvenOdd: shape.isEvenOdd)
        let paint = shape.gradient.map { GradientPaint($0, columns: rect.width, rows: rect.height, context: context) }
        let area = rect.intersection(canvas.clip)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let (column, row) = (x - rect.x, y - rect.y)
                let character: Character? =
                    shape.isStroked ? cells.outlineCharacter(column, row) : cells.contains(column, row) ? "█" : nil
                guard let character else { continue }
                if let paint {
                    style.foreground = paint.color(column: column, row: row)
                    if !shape.isStroked { style.background = style.foreground }
                }
                canvas.put(character, x: x, y: y, style: style)
            }
        }
    }
}
