import SpecUI

extension ResolvedView {
    /// The view with the cell of room a `border` drawn on its bounds needs along each edge.
    ///
    /// SwiftUI's `border` strokes the bounds of the view it modifies without changing its size. A terminal cannot
    /// stroke over text, so the border takes the outermost cells of those bounds and the content is laid out one
    /// cell in from them. Content that sizes itself grows by those cells (`Text("Hi").border(.gray)` is four
    /// cells wide); a frame keeps its size and holds the border, so `Text("Hello world").frame(width: 5)
    /// .border(.gray)` is five cells wide and its text is offered three. Frames written one on another
    /// (`.frame(width: 8).frame(maxHeight: 3)`) keep their sizes together: each gives up the border's two cells
    /// along every dimension it sets, and the border's room goes around them all. Modifiers that neither size nor
    /// place their content (colors, fonts, `background`, `opacity`) are looked through to find the frames.
    var withRoomForBorder: ResolvedView {
        let border = ResolvedModifier.padding(edges: .all, length: 1)
        switch self {
        case .modified(_, .frame):
            return .modified(withFramesGivingUpBorder, border)
        case .modified(_, .padding), .modified(_, .insets), .modified(_, .border):
            return .modified(self, border)
        case .modified(let content, let modifier):
            return .modified(content.withRoomForBorder, modifier)
        default:
            return .modified(self, border)
        }
    }

    /// The frames on top of this view, one directly on another, each two cells smaller along every dimension it
    /// sets: the cells a border around them all takes.
    private var withFramesGivingUpBorder: ResolvedView {
        guard case .modified(let content, .frame(let frame)) = self else { return self }
        return .modified(content.withFramesGivingUpBorder, .frame(frame.givingUp(2)))
    }
}

extension ResolvedFrame {
    /// This frame with `cells` fewer along every dimension it sets, none below zero; an infinite one stays so.
    fileprivate func givingUp(_ cells: Double) -> ResolvedFrame {
        func less(_ dimension: Double?) -> Double? { dimension.map { max(0, $0 - cells) } }
        return ResolvedFrame(
            width: less(width), height: less(height),
            minWidth: less(minWidth), idealWidth: less(idealWidth), maxWidth: less(maxWidth),
            minHeight: less(minHeight), idealHeight: less(idealHeight), maxHeight: less(maxHeight),
            alignment: alignment)
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
