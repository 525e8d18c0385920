import SpecUI

/// The color of each cell of a gradient spread over a rectangle of cells.
///
/// The room is measured as it looks, a cell one unit across and two down, with each location taken at a cell's
/// center; right to left, the room is mirrored, as SwiftUI mirrors a gradient's unit points. Colors blend
/// between the two stops around a location, in RGB.
struct GradientPaint {
    let gradient: ResolvedGradient
    let columns: Int
    let rows: Int
    let isRightToLeft: Bool
    /// Each stop's color as the terminal draws it.
    private let stopColors: [Gradient.Stop: RGB]

    init(_ gradient: ResolvedGradient, columns: Int, rows: Int, context: DrawContext) {
        self.gradient = gradient
        self.columns = columns
        self.rows = rows
        isRightToLeft = context.isRightToLeft
        // The terminal's own foreground, which `primary` is, blends as black on light and white on dark.
        let foreground = context.colorScheme == .dark ? RGB(255, 255, 255) : RGB(0, 0, 0)
        var colors: [Gradient.Stop: RGB] = [:]
        for stop in gradient.stops {
            colors[stop] = context.terminalColor(stop.color)?.rgb ?? foreground
        }
        stopColors = colors
    }

    func color(column: Int, row: Int) -> TerminalColor? {
        let x = Double(isRightToLeft ? columns - 1 - column : column) + 0.5
        let y = (Double(row) + 0.5) * 2
        let location = gradient.location(x: x, y: y, width: Double(columns), height: Double(rows * 2))
        guard let (lower, upper, fraction) = gradient.stops(around: location),
            let from = stopColors[lower], let to = stopColors[upper]
        else { return nil }
        func mix(_ start: UInt8, _ end: UInt8) -> UInt8 {
            UInt8((Double(start) + (Double(end) - Double(start)) * fraction).rounded())
        }
        return TerminalColor(rgb: RGB(mix(from.red, to.red), mix(from.green, to.green), mix(from.blue, to.blue)))
    }
}
