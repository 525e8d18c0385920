extension Path {
    /// A subpath as straight lines through its points; a curve is cut into lines no longer than a quarter cell.
    package struct Polyline: Sendable, Equatable {
        package var points: [CGPoint]
        /// Whether the subpath ends with `closeSubpath()`, which adds a line back to its first point.
        package var isClosed: Bool
    }

    /// Every subpath as straight lines, in order.
    package var polylines: [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func finish() {
            if current.points.count > 1 { lines.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current.points = [point]
            case .line(let point):
                current.points.append(point)
            case .quadCurve(let point, let control):
                let start = current.points.last ?? point
                Self.flatten(into: &current.points, length: Self.length(start, control, point)) { t in
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                        y: u * u * start.y + 2 * u * t * control.y + t * t * point.y)
                }
            case .curve(let point, let control1, let control2):
                let start = current.points.last ?? point
                let length = Self.length(start, control1, control2, point)
                Self.flatten(into: &current.points, length: length) { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(
                        x: a * start.x + b * control1.x + c * control2.x + d * point.x,
                        y: a * start.y + b * control1.y + c * control2.y + d * point.y)
                }
            case .closeSubpath:
                let first = current.points.first
                current.isClosed = true
                finish()
                // A line after a close starts where the closed subpath did.
                if let first { current.points = [first] }
            }
        }
        finish()
        return lines
    }

    /// The smallest rectangle holding every point the path passes through; `.null` for an empty path.
    public var boundingRect: CGRect {
        let points = polylines.flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path, every subpath closed: by the nonzero winding rule, or with `eoFill`
    /// by the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        Self.contains(point, in: polylines, eoFill: eoFill)
    }

    /// `contains(_:eoFill:)` over subpaths already cut into lines. A point on a line of the outline is inside,
    /// so that a shape symmetric about a line through cell centers covers as many cells on either side.
    package static func contains(_ point: CGPoint, in polylines: [Polyline], eoFill: Bool) -> Bool {
        var winding = 0
        for line in polylines where line.points.count > 2 {
            var previous = line.points[line.points.count - 1]
            for next in line.points {
                defer { previous = next }
                if isOnSegment(point, previous, next) { return true }
                // An edge crossing the horizontal line through the point, to the point's right.
                guard (previous.y <= point.y) != (next.y <= point.y) else { continue }
                let x = previous.x + (point.y - previous.y) / (next.y - previous.y) * (next.x - previous.x)
                guard x > point.x else { continue }
                winding += next.y > previous.y ? 1 : -1
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private static func isOnSegment(_ point: CGPoint, _ start: CGPoint, _ end: CGPoint) -> Bool {
        let tolerance = 1e-9
        let cross = (end.x - start.x) * (point.y - start.y) - (end.y - start.y) * (point.x - start.x)
        guard abs(cross) <= tolerance * max(1, hypot(end.x - start.x, end.y - start.y)) else { return false }
        return point.x >= min(start.x, end.x) - tolerance && point.x <= max(start.x, end.x) + tolerance
            && point.y >= min(start.y, end.y) - tolerance && point.y <= max(start.y, end.y) + tolerance
    }

    /// The part of the path between two fractions of its length, each from 0 to 1.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let start = min(max(start, 0), 1)
        let end = min(max(end, 0), 1)
        guard end > start else { return Path() }
        let lines = polylines.map { line in line.isClosed ? line.points + line.points.prefix(1) : line.points }
        let total = lines.reduce(0) { sum, points in sum + Self.length(points) }
        guard total > 0 else { return Path() }
        let (from, to) = (start * total, end * total)
        var path = Path()
        var walked = 0.0
        for points in lines {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                guard length > 0, walked + length > from, walked < to else { continue }
                func at(_ distance: Double) -> CGPoint {
                    let t = min(max((distance - walked) / length, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    path.move(to: at(from))
                    drawing = true
                }
                path.addLine(to: at(to))
            }
        }
        return path
    }

    /// Appends the points of a curve at `t` in (0, 1], cut into lines of at most a quarter cell.
    private static func flatten(into points: inout [CGPoint], length: Double, _ point: (Double) -> CGPoint) {
        let pieces = min(256, max(4, Int((length * 4).rounded(.up))))
        for piece in 1...pieces { points.append(point(Double(piece) / Double(pieces))) }
    }

    /// The length of the lines through `points`, which bounds the length of a curve they control.
    private static func length(_ points: CGPoint...) -> Double { length(points) }

    private static func length(_ points: [CGPoint]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
