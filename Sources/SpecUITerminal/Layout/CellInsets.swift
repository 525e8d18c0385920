import SpecUI

/// Padding on each side, in cells; `padding()` without a length is one cell on every chosen edge.
struct CellInsets: Hashable, Sendable {
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

    init(_ insets: EdgeInsets) {
        top = LayoutNode.cells(insets.top)
        leading = LayoutNode.cells(insets.leading)
        bottom = LayoutNode.cells(insets.bottom)
        trailing = LayoutNode.cells(insets.trailing)
    }

    /// The padding `modifier` adds; nil for a modifier that is not padding.
    init?(_ modifier: ResolvedModifier) {
        switch modifier {
        case .padding(let edges, let length): self.init(edges: edges, length: length)
        case .insets(let insets): self.init(insets)
        default: return nil
        }
    }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}
