import SpecUI

extension ResolvedView {
    /// The view with the cell of room a `border` drawn on its bounds needs along each edge.
    ///
    /// SwiftUI's `border` strokes the bounds of the view it modifies without changing its size. A terminal cannot
    /// stroke over text, so the border takes the outermost cells of those bounds and the content is laid out one
    /// cell in from them. Content that sizes itself grows by those cells (`Text("Hi").border(.gray)` is four
    /// cells wide); a frame keeps its size and holds the border, so `Text("Hello world").frame(width: 5)
    /// .border(.gray)` is five cells wide and its text is offered three. Of frames written one on another, the
    /// outermost that sizes an axis gives up the border's two cells along it, and the frames inside it keep their
    /// sizes: `.frame(width: 8).frame(maxHeight: 3)` stays eight by three, and `.frame(width: 7).frame(maxWidth: 11)`
    /// eleven wide with its seven columns inside. Modifiers that neither size nor place their content (colors,
    /// fonts, `background`, `opacity`) are looked through to find the frames.
    var withRoomForBorder: ResolvedView {
        let border = ResolvedModifier.padding(edges: .all, length: 1)
        switch self {
        case .modified(_, .frame):
            return .modified(framesGivingUpBorder(horizontally: true, vertically: true), border)
        case .modified(_, .padding), .modified(_, .insets), .modified(_, .border):
            return .modified(self, border)
        case .modified(let content, let modifier):
            return .modified(content.withRoomForBorder, modifier)
        default:
            return .modified(self, border)
        }
    }

    /// The frames on top of this view, one directly on another, the outermost that sizes each axis still to give up
    /// two cells along it smaller by them: the cells a border around them all takes.
    private func framesGivingUpBorder(horizontally: Bool, vertically: Bool) -> ResolvedView {
        guard horizontally || vertically, case .modified(let content, .frame(var frame)) = self else { return self }
        let sizesWidth = horizontally && frame.sizesWidth
        let sizesHeight = vertically && frame.sizesHeight
        if sizesWidth { frame.giveUpWidth(2) }
        if sizesHeight { frame.giveUpHeight(2) }
        let inner = content.framesGivingUpBorder(
            horizontally: horizontally && !sizesWidth, vertically: vertically && !sizesHeight)
        return .modified(inner, .frame(frame))
    }
}

extension ResolvedFrame {
    fileprivate var sizesWidth: Bool { width != nil || minWidth != nil || idealWidth != nil || maxWidth != nil }
    fileprivate var sizesHeight: Bool { height != nil || minHeight != nil || idealHeight != nil || maxHeight != nil }

    /// This frame with `cells` fewer along every horizontal dimension it sets, none below zero; an infinite one
    /// stays so.
    fileprivate mutating func giveUpWidth(_ cells: Double) {
        func less(_ dimension: Double?) -> Double? { dimension.map { max(0, $0 - cells) } }
        (width, minWidth, idealWidth, maxWidth) = (less(width), less(minWidth), less(idealWidth), less(maxWidth))
    }

    /// This frame with `cells` fewer along every vertical dimension it sets, none below zero.
    fileprivate mutating func giveUpHeight(_ cells: Double) {
        func less(_ dimension: Double?) -> Double? { dimension.map { max(0, $0 - cells) } }
        (height, minHeight, idealHeight, maxHeight) = (
            less(height), less(minHeight), less(idealHeight), less(maxHeight)
        )
    }
}

extension ResolvedView {
    /// Whether this view is a stroked shape, under modifiers that neither size nor place it or alone in a
    /// `ZStack`: an outline that, as an overlay or background, is drawn as `border` is.
    var isStrokedShape: Bool {
        switch self {
        case .shape(let shape):
            return shape.isStroked
        case .zStack(_, let children):
            return children.count == 1 && children[0].isStrokedShape
        case .modified(_, .frame), .modified(_, .padding), .modified(_, .insets), .modified(_, .border):
            return false
        case .modified(let content, _):
            return content.isStrokedShape
        default:
            return false
        }
    }
}
