import SpecUI

/// The room `aspectRatio(_:contentMode:)` offers its content: of the ratio asked, as it looks on a terminal whose
/// cells are twice as tall as they are wide, fitting in or covering the room offered.
@MainActor
struct AspectRatioLayout {
    /// Width over height as the view looks; nil for the content's ideal one.
    let ratio: Double?
    let contentMode: ContentMode

    func contentProposal(_ proposal: Proposal, content: LayoutNode) -> Proposal {
        let isWidthUnbounded = proposal.width >= Proposal.unbounded
        let isHeightUnbounded = proposal.height >= Proposal.unbounded
        guard !(isWidthUnbounded && isHeightUnbounded), let columnsPerRow = columnsPerRow(content) else {
            return proposal
        }
        let width: Double
        if isWidthUnbounded {
            width = Double(proposal.height) * columnsPerRow
        } else if isHeightUnbounded {
            width = Double(proposal.width)
        } else {
            let widthFromHeight = Double(proposal.height) * columnsPerRow
            let offered = Double(proposal.width)
            width = contentMode == .fit ? min(offered, widthFromHeight) : max(offered, widthFromHeight)
        }
        let columns = Int(width.rounded())
        return Proposal(width: columns, height: Int((Double(columns) / columnsPerRow).rounded()))
    }

    /// How many columns the content is offered for each row: twice the ratio, or its ideal size's ratio; nil when
    /// the content has no ideal size to take a ratio from.
    private func columnsPerRow(_ content: LayoutNode) -> Double? {
        if let ratio { return 2 * ratio }
        let ideal = content.sizeThatFits(Proposal(width: Proposal.unbounded, height: Proposal.unbounded))
        guard ideal.width > 0, ideal.height > 0 else { return nil }
        return Double(ideal.width) / Double(ideal.height)
    }
}
