import SpecUI

extension ResolvedView {
    /// The view with the cell of room a `border` drawn on its bounds needs along each edge.
    ///
    /// SwiftUI's `border` strokes the bounds of the view it modifies without changing its size. A terminal cannot
    /// stroke over text, so the border takes the outermost cells of those bounds and the content is laid out one
    /// cell in from them. Content that sizes itself grows by those cells (`Text("Hi").border(.gray)` is four
    /// cells wide); a frame keeps its size and holds the border, so `Text("Hello world").frame(width: 5)
    /// .border(.gray)` is five cells wide and its text is offered three. Of frames written one on another, along each
    /// axis, the outermost that bounds it (a size, or a maximum) gives up the border's two cells, and a frame inside
    /// keeps its size where it fits in what is left: `.frame(width: 8).frame(maxHeight: 3)` stays eight by three, and
    /// `.frame(width: 7).frame(maxWidth: 11)` eleven wide with its seven columns inside. A frame that only sets a
    /// minimum grows with what it holds, which gives up the cells with it: `.frame(width: 10).frame(minWidth: 4)` stays
    /// ten wide. Modifiers that neither size nor place their content (colors, fonts, `background`, `opacity`) are
    /// looked through to find the frames.
    var withRoomForBorder: ResolvedView {
        let border = ResolvedModifier.padding(edges: .all, length: 1)
        switch self {
        case .modified(_, .frame):
            return .modified(framesGivingUpBorder(horizontally: .giveUp, vertically: .giveUp), border)
        // A reader reports the room its content is laid out in: the border's cells are outside it.
        case .modified(_, .padding), .modified(_, .insets), .modified(_, .border), .modified(_, .geometryReader):
            return .modified(self, border)
        case .modified(let content, let modifier):
            return .modified(content.withRoomForBorder, modifier)
        default:
            return .modified(self, border)
        }
    }

    /// The frames on top of this view, one directly on another, with the cells a border around them all takes given
    /// up along each axis as `horizontally` and `vertically` say.
    private func framesGivingUpBorder(horizontally: BorderRoom, vertically: BorderRoom) -> ResolvedView {
        guard case .modified(let content, .frame(var frame)) = self else { return self }
        let horizontal = frame.takeBorderRoom(horizontally, axis: .horizontal)
        let vertical = frame.takeBorderRoom(vertically, axis: .vertical)
        return .modified(content.framesGivingUpBorder(horizontally: horizontal, vertically: vertical), .frame(frame))
    }
}

/// What the frames along one axis still owe a border around them: its two cells, or a bound to fit inside.
private enum BorderRoom {
    /// The next frame that sizes the axis gives up two cells along it.
    case giveUp
    /// A frame outside gave them up: a frame inside fits within this many cells, or anywhere when nil.
    case within(Double?)
}

extension ResolvedFrame {
    /// Takes `room` from this frame's dimensions along `axis`, returning what is left for the frames inside it.
    fileprivate mutating func takeBorderRoom(_ room: BorderRoom, axis: Axis) -> BorderRoom {
        var (fixed, minimum, ideal, maximum) =
            axis == .horizontal ? (width, minWidth, idealWidth, maxWidth) : (height, minHeight, idealHeight, maxHeight)
        guard fixed != nil || minimum != nil || ideal != nil || maximum != nil else { return room }
        let result: BorderRoom
        switch room {
        case .giveUp:
            func less(_ dimension: Double?) -> Double? { dimension.map { max(0, $0 - 2) } }
            (fixed, minimum, ideal, maximum) = (less(fixed), less(minimum), less(ideal), less(maximum))
            // A size or a maximum bounds what is inside; a minimum alone grows with it, which then gives up the cells.
            if let bound = fixed ?? maximum {
                result = .within(bound.isFinite ? bound : nil)
            } else {
                result = .giveUp
            }
        case .within(let bound?):
            func fitted(_ dimension: Double?) -> Double? { dimension.map { min($0, bound) } }
            (fixed, minimum, ideal, maximum) = (fitted(fixed), fitted(minimum), fitted(ideal), fitted(maximum))
            result = .within(min(bound, fixed ?? maximum ?? bound))
        case .within(nil):
            result = .within((fixed ?? maximum).flatMap { $0.isFinite ? $0 : nil })
        }
        if axis == .horizontal {
            (width, minWidth, idealWidth, maxWidth) = (fixed, minimum, ideal, maximum)
        } else {
            (height, minHeight, idealHeight, maxHeight) = (fixed, minimum, ideal, maximum)
        }
        return result
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
