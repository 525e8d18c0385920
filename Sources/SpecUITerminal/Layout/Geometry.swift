/// A size offered to a view by its parent, in cells; ``Proposal/unbounded`` stands for "as much as you like".
struct Proposal: Hashable, Sendable {
    var width: Int
    var height: Int

    /// Larger than any terminal; the stand-in for SwiftUI's infinite proposal.
    static let unbounded = 1 << 20

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    func along(_ horizontal: Bool) -> Int { horizontal ? width : height }
    func across(_ horizontal: Bool) -> Int { horizontal ? height : width }

    static func along(_ horizontal: Bool, main: Int, cross: Int) -> Proposal {
        horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
    }

    /// This proposal asking for the ideal length along each axis that is `true`, as `fixedSize` offers.
    func fixed(horizontal: Bool, vertical: Bool) -> Proposal {
        Proposal(width: horizontal ? Self.unbounded : width, height: vertical ? Self.unbounded : height)
    }
}

/// The size a view chose, in cells.
struct Size: Hashable, Sendable {
    var width: Int
    var height: Int

    static let zero = Size(width: 0, height: 0)

    func along(_ horizontal: Bool) -> Int { horizontal ? width : height }
    func across(_ horizontal: Bool) -> Int { horizontal ? height : width }
}

/// A rectangle of cells on screen.
struct Rect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var size: Size { Size(width: width, height: height) }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// The part of this rectangle also inside `other`.
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
