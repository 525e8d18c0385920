import SpecUI

/// The cells straight lines pass through, each with the character of the way the lines run through it.
struct LineRaster {
    /// The way a line runs, as drawn, with a row twice as tall as a column is wide.
    private enum Direction: Int, CaseIterable {
        case horizontal, vertical, falling, rising

        var character: Character {
            switch self {
            case .horizontal: "─"
            case .vertical: "│"
            case .falling: "╲"
            case .rising: "╱"
            }
        }

        /// Within 22.5° of a side the line is that side's; between, a diagonal.
        init(dx: Double, dy: Double) {
            let drawnHeight = abs(dy) * 2
            let slope = tan(Double.pi / 8)
            if drawnHeight <= abs(dx) * slope {
                self = .horizontal
            } else if abs(dx) <= drawnHeight * slope {
                self = .vertical
            } else {
                self = (dx > 0) == (dy > 0) ? .falling : .rising
            }
        }
    }

    let columns: Int
    let rows: Int
    /// For each cell, how many of the points sampled along the lines ran each way through it.
    private var counts: [[Int]]

    init(columns: Int, rows: Int, polylines: [Path.Polyline]) {
        self.columns = columns
        self.rows = rows
        counts = Array(repeating: [], count: columns * rows)
        let middle = CGPoint(x: Double(columns) / 2, y: Double(rows) / 2)
        for line in polylines {
            let points = line.isClosed ? line.points + line.points.prefix(1) : line.points
            // A line along the border between two cells is drawn in the cell toward the subpath's inside, the
            // middle of its points for a closed one and of the room for an open one: a rectangle's sides are
            // drawn on its own outermost cells, as a built-in rectangle's are.
            let inside = line.isClosed ? Self.middle(of: line.points) : middle
            for (start, end) in zip(points, points.dropFirst()) { add(from: start, to: end, toward: inside) }
        }
    }

    private static func middle(of points: [CGPoint]) -> CGPoint {
        let count = Double(max(1, points.count))
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// Samples the line at the middles of pieces a quarter cell long at most, so that a line through a cell's
    /// corner does not also draw the cells it only touches there; each point is nudged toward `inside` by far less
    /// than a cell, and points outside the rectangle draw nothing.
    private mutating func add(from start: CGPoint, to end: CGPoint, toward inside: CGPoint) {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        guard dx != 0 || dy != 0 else { return }
        let direction = Direction(dx: dx, dy: dy)
        let samples = max(1, Int((max(abs(dx), abs(dy)) * 4).rounded(.up)))
        let nudge = 1e-6
        for sample in 0..<samples {
            let t = (Double(sample) + 0.5) / Double(samples)
            var (x, y) = (start.x + dx * t, start.y + dy * t)
            x += x < inside.x ? nudge : x > inside.x ? -nudge : 0
            y += y < inside.y ? nudge : y > inside.y ? -nudge : 0
            guard x >= 0, y >= 0, x <= Double(columns), y <= Double(rows) else { continue }
            let index = min(Int(y), rows - 1) * columns + min(Int(x), columns - 1)
            if counts[index].isEmpty { counts[index] = Array(repeating: 0, count: Direction.allCases.count) }
            counts[index][direction.rawValue] += 1
        }
    }

    private func isDrawn(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && row >= 0 && column < columns && row < rows && !counts[row * columns + column].isEmpty
    }

    /// Each cell's character: the way most of its samples ran, or, where a horizontal and a vertical line meet,
    /// the corner or junction the drawn cells around it make.
    func characters(rounded: Bool) -> [Character?] {
        (0..<(columns * rows)).map { index in
            let count = counts[index]
            guard !count.isEmpty else { return nil }
            let (column, row) = (index % columns, index / columns)
            if count[Direction.horizontal.rawValue] > 0, count[Direction.vertical.rawValue] > 0,
                let junction = Self.junction(
                    up: isDrawn(column, row - 1), down: isDrawn(column, row + 1), left: isDrawn(column - 1, row),
                    right: isDrawn(column + 1, row), rounded: rounded)
            {
                return junction
            }
            let most = Direction.allCases.max { count[$0.rawValue] < count[$1.rawValue] }
            return most?.character
        }
    }

    private static func junction(up: Bool, down: Bool, left: Bool, right: Bool, rounded: Bool) -> Character? {
        switch (up, down, left, right) {
        case (false, true, false, true): rounded ? "╭" : "┌"
        case (false, true, true, false): rounded ? "╮" : "┐"
        case (true, false, false, true): rounded ? "╰" : "└"
        case (true, false, true, false): rounded ? "╯" : "┘"
        case (true, true, false, true): "├"
        case (true, true, true, false): "┤"
        case (false, true, true, true): "┬"
        case (true, false, true, true): "┴"
        case (true, true, true, true): "┼"
        default: nil
        }
    }
}
