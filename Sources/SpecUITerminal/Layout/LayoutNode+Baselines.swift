import SpecUI

extension LayoutNode {
    /// The row of this node's first (or last) line of text, laid out at `size` for `proposal`: in a terminal every
    /// line of text is its own baseline. Nil for a view without text, which aligns its bottom row, as SwiftUI uses
    /// the bottom edge of a view without text.
    func textBaselineRow(last: Bool, proposal: Proposal, size: Size) -> Int? {
        guard size.height > 0 else { return nil }
        switch kind {
        case .text, .sectionHeader:
            return last ? size.height - 1 : 0
        case .button, .layered:
            return children[0].textBaselineRow(last: last, proposal: proposal, size: size)
        case .stack(let horizontal, let alignment, let spacing):
            let placements = stackChildPlacements(proposal, horizontal: horizontal, spacing: spacing)
            var rows: [Int] = []
            var position = 0
            let aligned = horizontal ? baselineAlignedRows(placements, alignment.vertical) : nil
            for (index, (child, (offer, childSize))) in zip(children, placements).enumerated() {
                let top =
                    horizontal
                    ? aligned?[index]
                        ?? DrawContext.offset(alignment.vertical, height: childSize.height, available: size.height)
                    : position
                if let row = child.textBaselineRow(last: last, proposal: offer, size: childSize) {
                    rows.append(top + row)
                }
                position += childSize.height + spacing
            }
            if horizontal {
                return last ? rows.max() : rows.min()
            }
            return last ? rows.last : rows.first
        case .modified(let modifier):
            return modifiedTextBaselineRow(modifier, last: last, proposal: proposal, size: size)
        default:
            return nil
        }
    }

    /// The rows, from the top of a horizontal stack, of its children aligned by `alignment` when it is a text
    /// baseline: each child's baseline row (its bottom row without text) on one line, the highest child at the top;
    /// nil for the other alignments.
    func baselineAlignedRows(_ placements: [(proposal: Proposal, size: Size)], _ alignment: VerticalAlignment) -> [Int]?
    {
        let last: Bool
        switch alignment {
        case .firstTextBaseline: last = false
        case .lastTextBaseline: last = true
        case .top, .center, .bottom: return nil
        }
        let baselines = zip(children, placements).map { child, placement in
            child.textBaselineRow(last: last, proposal: placement.proposal, size: placement.size)
                ?? placement.size.height - 1
        }
        let line = baselines.max() ?? 0
        return baselines.map { line - $0 }
    }

    /// The baseline row of a modifier's content, moved by the room a padding adds above it; nil for a frame, a
    /// reader or a positioned view, which place their content themselves.
    private func modifiedTextBaselineRow(_ modifier: ResolvedModifier, last: Bool, proposal: Proposal, size: Size)
        -> Int?
    {
        let content = children[0]
        if let insets = CellInsets(modifier) {
            let offer = Proposal(width: proposal.width - insets.horizontal, height: proposal.height - insets.vertical)
            let inner = Size(
                width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            return content.textBaselineRow(last: last, proposal: offer, size: inner).map { insets.top + $0 }
        }
        switch modifier {
        case .frame, .containerRelativeFrame, .geometryReader, .position, .aspectRatio, .fixedSize:
            return nil
        default:
            return content.textBaselineRow(last: last, proposal: proposal, size: size)
        }
    }
}
