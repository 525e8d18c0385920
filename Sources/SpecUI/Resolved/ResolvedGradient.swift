/// A gradient as a renderer draws it: its stops, in order of location, and how locations lie over the room.
public struct ResolvedGradient: Sendable, Equatable {
    /// How a point of the room maps to a location of the gradient.
    public enum Geometry: Sendable, Equatable {
        /// Along the line from `start` to `end`, unit points of the room.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Outward from `center`, from `startRadius` to `endRadius`, in cells across.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Around `center`, clockwise from `startAngle` (0 is the trailing side) to `endAngle`.
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }

    public var stops: [Gradient.Stop]
    public var geometry: Geometry

    public init(_ gradient: Gradient, geometry: Geometry) {
        stops = gradient.stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.geometry = geometry
    }

    /// The gradient's location, from 0 to 1, at `x`, `y` in a room `width` by `height`, in one unit across and
    /// one down, which a caller picks so that the room has its shape as seen.
    public func location(x: Double, y: Double, width: Double, height: Double) -> Double {
        let value: Double
        switch geometry {
        case .linear(let start, let end):
            let (startX, startY) = (start.x * width, start.y * height)
            let (axisX, axisY) = (end.x * width - startX, end.y * height - startY)
            let length = axisX * axisX + axisY * axisY
            value = length > 0 ? ((x - startX) * axisX + (y - startY) * axisY) / length : 0
        case .radial(let center, let startRadius, let endRadius):
            let distance = hypot(x - center.x * width, y - center.y * height)
            let span = endRadius - startRadius
            value = span != 0 ? (distance - startRadius) / span : (distance < startRadius ? 0 : 1)
        case .angular(let center, let startAngle, let endAngle):
            let span = endAngle.radians - startAngle.radians
            guard span != 0 else { return 0 }
            var angle = atan2(y - center.y * height, x - center.x * width) - startAngle.radians
            let turn = 2 * Double.pi
            angle = angle.truncatingRemainder(dividingBy: turn)
            if angle < 0 { angle += turn }
            value = angle / span
        }
        return value.isFinite ? min(1, max(0, value)) : 0
    }

    /// The two stops around `location` and how far it is from the first to the second, from 0 to 1; the one stop
    /// twice before the first stop and after the last.
    public func stops(around location: Double) -> (Gradient.Stop, Gradient.Stop, Double)? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if location <= first.location { return (first, first, 0) }
        if location >= last.location { return (last, last, 0) }
        let next = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let (lower, upper) = (stops[next - 1], stops[next])
        let span = Double(upper.location - lower.location)
        return (lower, upper, span > 0 ? (location - Double(lower.location)) / span : 1)
    }
}
