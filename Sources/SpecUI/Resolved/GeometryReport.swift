/// How a renderer tells a `GeometryReader` where it drew it: a new frame builds the reader's content again, and
/// the host has an update to make before the next frame.
public struct GeometryReport: Sendable, Equatable {
    let node: ViewNode
    let slot: GeometrySlot

    /// Records that the reader was drawn at `x`, `y` on the screen, `width` by `height` cells.
    @MainActor
    public func report(x: Int, y: Int, width: Int, height: Int) {
        let frame = CGRect(x: x, y: y, width: width, height: height)
        guard frame != slot.frame else { return }
        slot.frame = frame
        node.graph.markDirty(node)
    }

    public static func == (lhs: GeometryReport, rhs: GeometryReport) -> Bool {
        lhs.node === rhs.node
    }
}
