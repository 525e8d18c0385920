import SpecUI

/// Padding on each side, in cells; `padding()` without a length is one cell on every chosen edge.
struct EdgeInsets: Hashable, Sendable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0

    /// The padding a terminal uses where SwiftUI would use the system's default spacing.
    static let defaultLength = 1

    init(edges: Edge.Set, length: Double?) {
        let cells = length.map(LayoutNode.cells) ?? Self.defaultLength
        top = edges.contains(.top) ? cells : 0
        leading = edges.contains(.leading) ? cells : 0
        bottom = edges.contains(.bottom) ? cells : 0
        trailing = edges.contains(.trailing) ? cells : 0
    }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}
