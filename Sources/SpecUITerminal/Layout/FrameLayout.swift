import SpecUI

/// SwiftUI's `frame(...)`: fixed sizes replace the proposal; min/max bounds clamp it, and where a bound is
/// missing the content's own size stands in for it.
@MainActor
struct FrameLayout {
    let frame: ResolvedFrame

    init(_ frame: ResolvedFrame) {
        self.frame = frame
    }

    private var width: Int? { frame.width.map(LayoutNode.cells) }
    private var height: Int? { frame.height.map(LayoutNode.cells) }
    private var minWidth: Int? { frame.minWidth.map(LayoutNode.cells) }
    private var maxWidth: Int? { frame.maxWidth.map(LayoutNode.cells) }
    private var minHeight: Int? { frame.minHeight.map(LayoutNode.cells) }
    private var maxHeight: Int? { frame.maxHeight.map(LayoutNode.cells) }

    /// What the content is offered inside the frame.
    func contentProposal(_ proposal: Proposal) -> Proposal {
        Proposal(
            width: width ?? Self.clamp(proposal.width, minWidth, maxWidth),
            height: height ?? Self.clamp(proposal.height, minHeight, maxHeight))
    }

    /// The size of the frame around `content`.
    func size(content: LayoutNode, proposal: Proposal) -> Size {
        let child = content.sizeThatFits(contentProposal(proposal))
        let resolvedWidth =
            width
            ?? (minWidth == nil && maxWidth == nil
                ? child.width : Self.clamp(proposal.width, minWidth ?? child.width, maxWidth ?? child.width))
        let resolvedHeight =
            height
            ?? (minHeight == nil && maxHeight == nil
                ? child.height : Self.clamp(proposal.height, minHeight ?? child.height, maxHeight ?? child.height))
        return Size(width: min(resolvedWidth, Proposal.unbounded), height: min(resolvedHeight, Proposal.unbounded))
    }

    private static func clamp(_ value: Int, _ lower: Int?, _ upper: Int?) -> Int {
        var result = value
        if let upper, result > upper {
            result = upper
        }
        if let lower, result < lower {
            result = lower
        }
        return result
    }
}
