import SpecUI

/// SwiftUI's `frame(...)`: fixed sizes replace the proposal; an ideal size replaces a proposal of no limit (the one
/// `fixedSize` makes); min/max bounds clamp it, and where a bound is missing the content's own size stands in for it.
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
    private var idealWidth: Int? { frame.idealWidth.map(LayoutNode.cells) }
    private var idealHeight: Int? { frame.idealHeight.map(LayoutNode.cells) }

    /// What the content is offered inside the frame.
    func contentProposal(_ proposal: Proposal) -> Proposal {
        let proposal = idealProposal(proposal)
        return Proposal(
            width: width ?? Self.clamp(proposal.width, minWidth, maxWidth),
            height: height ?? Self.clamp(proposal.height, minHeight, maxHeight))
    }

    /// The proposal with the ideal size standing in along each axis offered no limit.
    private func idealProposal(_ proposal: Proposal) -> Proposal {
        Proposal(
            width: proposal.width >= Proposal.unbounded ? idealWidth ?? proposal.width : proposal.width,
            height: proposal.height >= Proposal.unbounded ? idealHeight ?? proposal.height : proposal.height)
    }

    /// The size of the frame around `content`.
    func size(content: LayoutNode, proposal: Proposal) -> Size {
        let child = content.sizeThatFits(contentProposal(proposal))
        let proposal = idealProposal(proposal)
        // Along an axis offered no limit, the frame is as long as its content within its bounds, as SwiftUI's: a
        // `maxWidth: .infinity` in a horizontal scroll view is as wide as what it frames.
        let resolvedWidth =
            width
            ?? (minWidth == nil && maxWidth == nil
                ? child.width
                : Self.clamp(
                    proposal.width >= Proposal.unbounded ? child.width : proposal.width, minWidth ?? child.width,
                    maxWidth ?? child.width))
        let resolvedHeight =
            height
            ?? (minHeight == nil && maxHeight == nil
                ? child.height
                : Self.clamp(
                    proposal.height >= Proposal.unbounded ? child.height : proposal.height, minHeight ?? child.height,
                    maxHeight ?? child.height))
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
