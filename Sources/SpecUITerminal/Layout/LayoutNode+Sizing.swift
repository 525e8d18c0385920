import SpecUI
import SpecUIText

extension LayoutNode {
    /// SwiftUI's size negotiation for each kind of node, in cells.
    func computeSize(_ proposal: Proposal) -> Size {
        switch kind {
        case .text(let text):
            return Self.textSize(text, limited(proposal), layout: textLayout)
        case .button:
            return children[0].sizeThatFits(proposal)
        case .toggle, .stepper, .picker:
            guard let parts = Self.labelledControl(kind, rightToLeft: false, width: proposal.width) else {
                return .zero
            }
            return labelledControlSize(
                label: parts.label, control: parts.control, gap: parts.gap, fills: parts.fills, limited(proposal))
        case .sectionHeader(let title):
            return Self.textSize(title, limited(proposal), layout: textLayout)
        case .image(let name):
            // An image that is not resizable keeps its own size whatever it is offered, as SwiftUI's does, so a
            // stack too narrow for it overflows instead of drawing it over its neighbours.
            return Size(width: DisplayWidth.of(SymbolMap.symbol(for: name)), height: 1)
        case .textField(let field) where field.growsWithText:
            return Self.wrappedFieldSize(field, proposal, layout: textLayout)
        case .textField(let field) where field.isMultiline:
            return Self.editorSize(field.text, proposal)
        case .textField(let field):
            let ideal = max(DisplayWidth.of(field.placeholder), DisplayWidth.of(field.text) + 1)
            return Size(width: proposal.width >= Proposal.unbounded ? ideal : proposal.width, height: 1)
        case .slider(let slider):
            let width = proposal.width >= Proposal.unbounded ? Self.sliderIdealWidth(slider) : proposal.width
            return Size(width: width, height: 1)
        case .progress(let progress) where progress.value == nil:
            // The indeterminate indicator has a fixed size, like SwiftUI's circular one.
            return Self.textSize(Self.indeterminateProgressText(progress), proposal)
        case .progress(let progress):
            // The label is wrapped to the bar's width above it, as SwiftUI's linear progress view's is.
            let width = proposal.width >= Proposal.unbounded ? Self.idealBarWidth : proposal.width
            guard let label = progress.label else { return Size(width: width, height: 1) }
            let labelRoom = proposal.height >= Proposal.unbounded ? proposal.height : max(1, proposal.height - 1)
            let labelRows = Self.textSize(label, Proposal(width: width, height: labelRoom)).height
            return Size(width: width, height: labelRows + 1)
        case .spacer(let minLength):
            return spacerSize(minLength, proposal)
        case .divider:
            if stackAxisIsHorizontal == true {
                // Offered no height (under `fixedSize`, in a list or a vertical scroll view), a rule has none of its
                // own: the row around it sets its length.
                return Size(width: 1, height: proposal.height >= Proposal.unbounded ? 0 : proposal.height)
            }
            // Asked for its ideal width (under `fixedSize`), a rule has none: the stack around it sets its length.
            return Size(width: proposal.width >= Proposal.unbounded ? 0 : proposal.width, height: 1)
        case .stack(let horizontal, let alignment, let spacing):
            let placements = stackChildPlacements(proposal, horizontal: horizontal, spacing: spacing)
            let sizes = placements.map(\.size)
            let main = sizes.reduce(0) { $0 + $1.along(horizontal) } + spacing * max(0, sizes.count - 1)
            var cross = sizes.map { $0.across(horizontal) }.max() ?? 0
            if horizontal, let rows = baselineAlignedRows(placements, alignment.vertical) {
                // Children aligned by their baselines reach as far down as the lowest of them.
                cross = zip(rows, sizes).map { $0 + $1.height }.max() ?? 0
            }
            return horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        case .viewThatFits(let axes):
            return fittingChild(axes, proposal)?.sizeThatFits(proposal) ?? .zero
        case .zStack:
            let sizes = children.map { $0.sizeThatFits(proposal) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .barRow:
            // The row spans the bar; offered no limit, it is its items and title side by side.
            let sizes = children.map { $0.sizeThatFits(Proposal(width: Proposal.unbounded, height: proposal.height)) }
            let width =
                proposal.width < Proposal.unbounded
                ? proposal.width : sizes.reduce(0) { $0 + $1.width } + 2 * Self.horizontalSpacing
            return Size(width: width, height: sizes.map(\.height).max() ?? 0)
        case .grid(let plan):
            return gridPlacement(plan, proposal).size
        case .list(let list):
            guard proposal.height >= Proposal.unbounded else {
                return Size(width: proposal.width, height: proposal.height)
            }
            // Offered no height (under `fixedSize`, in a vertical scroll view), a list is as tall as its rows, as a
            // scroll view is as long as its content: every row is then drawn, so every row is evaluated.
            // Offered no width either, it is as wide as its widest row.
            let rect = Rect(x: 0, y: 0, width: min(proposal.width, Proposal.unbounded), height: 0)
            var size = Size(width: proposal.width < Proposal.unbounded ? proposal.width : 0, height: 0)
            for index in 0..<list.count where !list.row(at: index).holdsNoViews {
                let row = listRowLayout(list.row(at: index), in: rect)
                size.height += max(1, row.size.height)
                if proposal.width >= Proposal.unbounded {
                    size.width = max(size.width, row.size.width + (row.link == nil ? 0 : Self.chevronWidth))
                }
            }
            return size
        case .scroll(let horizontal, let unboundedAcross):
            // Along the axes it scrolls it takes what it is offered (offered no limit, its content's length); across
            // a single scrolled axis it is as long as its content, as SwiftUI's: a horizontal one is as tall as its
            // content, a vertical one as wide.
            sizeWindow(proposal)
            let content = children[0].sizeThatFits(scrollContentProposal(proposal))
            let (fillsWidth, fillsHeight) = (horizontal || unboundedAcross, !horizontal || unboundedAcross)
            return Size(
                width: fillsWidth && proposal.width < Proposal.unbounded ? proposal.width : content.width,
                height: fillsHeight && proposal.height < Proposal.unbounded ? proposal.height : content.height)
        case .modified(let modifier):
            return modifiedSize(modifier, proposal)
        case .shape:
            return Self.shapeSize(proposal)
        case .layered:
            return children[0].sizeThatFits(proposal)
        }
    }

    /// The child a `ViewThatFits` shows when offered `proposal`: the first whose ideal size along `axes` (its size
    /// offered unlimited room along them) fits the proposal, else the last; nil without children.
    func fittingChild(_ axes: Axis.Set, _ proposal: Proposal) -> LayoutNode? {
        let (horizontal, vertical) = (axes.contains(.horizontal), axes.contains(.vertical))
        let ideal = Proposal(
            width: horizontal ? Proposal.unbounded : proposal.width,
            height: vertical ? Proposal.unbounded : proposal.height)
        return children.first { child in
            let size = child.sizeThatFits(ideal)
            return (!horizontal || size.width <= proposal.width) && (!vertical || size.height <= proposal.height)
        } ?? children.last
    }

    /// What a scroll view offers its content: no limit along the scrolled axes, its own room across them.
    func scrollContentProposal(_ proposal: Proposal) -> Proposal {
        guard case .scroll(let horizontal, let unboundedAcross) = kind else { return proposal }
        if unboundedAcross { return Proposal(width: Proposal.unbounded, height: Proposal.unbounded) }
        return horizontal
            ? Proposal(width: Proposal.unbounded, height: proposal.height)
            : Proposal(width: proposal.width, height: Proposal.unbounded)
    }

    /// `proposal` with its height cut to this node's line limit.
    func limited(_ proposal: Proposal) -> Proposal {
        guard let lineLimit else { return proposal }
        return Proposal(width: proposal.width, height: min(proposal.height, textLayout.rows(forLines: lineLimit)))
    }

    /// `rect` with its height cut to this node's line limit.
    func limited(_ rect: Rect) -> Rect {
        guard let lineLimit else { return rect }
        return Rect(
            x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, textLayout.rows(forLines: lineLimit)))
    }

    /// A text editor fills the room it is offered; offered unlimited room, it takes its longest line and a cell
    /// for the insertion point after it, and as many rows as its lines take at that width.
    static func editorSize(_ text: String, _ proposal: Proposal) -> Size {
        let ideal =
            (TextWrapping.paragraphs(of: text).map { DisplayWidth.of($0) }.max() ?? 0) + 1
        let width = proposal.width >= Proposal.unbounded ? ideal : proposal.width
        guard proposal.height >= Proposal.unbounded else { return Size(width: width, height: proposal.height) }
        return Size(width: width, height: EditorRows(text, width: width).rows.count)
    }

    /// A vertical text field is as wide as a text field and as tall as its rows at that width, at least one and
    /// within the line limit around it (and at least the lines it reserves), as SwiftUI's grows.
    static func wrappedFieldSize(_ field: ResolvedTextField, _ proposal: Proposal, layout: TextLayout) -> Size {
        let ideal = max(DisplayWidth.of(field.placeholder), editorSize(field.text, proposal).width)
        let width = proposal.width >= Proposal.unbounded ? ideal : proposal.width
        let rows = max(1, EditorRows(field.text, width: width).rows.count)
        let limited = min(rows, layout.lineLimit ?? rows)
        return Size(width: width, height: max(1, min(max(limited, layout.reservedLines), proposal.height)))
    }

    /// Width of a progress bar offered unlimited room.
    static let idealBarWidth = 22

    static func textSize(_ text: String, _ proposal: Proposal, layout: TextLayout = TextLayout()) -> Size {
        // The lines drawing shows, a cut last line with its `…`, so both agree on the width.
        let lines = TextWrapping.visibleLines(
            text, width: proposal.width, height: layout.lines(inRows: proposal.height), truncation: layout.truncation)
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        return Size(width: width, height: max(1, layout.rows(forText: lines.count, within: proposal.height)))
    }

    private func spacerSize(_ minLength: Int, _ proposal: Proposal) -> Size {
        // Offered no limit, a spacer takes its minimum length, as SwiftUI's does in a scroll view.
        let (width, height) = (
            proposal.width >= Proposal.unbounded ? minLength : max(minLength, proposal.width),
            proposal.height >= Proposal.unbounded ? minLength : max(minLength, proposal.height)
        )
        switch stackAxisIsHorizontal {
        case true?:
            return Size(width: width, height: 0)
        case false?:
            return Size(width: 0, height: height)
        case nil:
            return Size(width: width, height: height)
        }
    }

    /// What a stack offers each child for `proposal` and the size the child takes: the least flexible child is
    /// sized first and each child is offered an equal share of what is left, as SwiftUI's stacks do. Children that
    /// fill any length (spacers, and greedy views such as a text field or a `.frame(maxWidth: .infinity)`) come
    /// last and share only what the others leave beyond their minimum lengths, so text beside a spacer keeps the
    /// room it needs (`HStack { Text(message); Spacer(minLength: 10) }`), while a spacer beside a greedy view
    /// takes an equal share of the rest (`VStack { Spacer(); Color.red }` is half red).
    ///
    /// Offered no limit along its axis (in a scroll view, a list row), a stack offers each child no limit along it
    /// too, as SwiftUI's passes an unspecified length on: each child takes its ideal length, so a greedy child (a
    /// color, a spacer, a view scrolling both ways) does not take the room of the children after it.
    func stackChildPlacements(
        _ proposal: Proposal, horizontal: Bool, spacing: Int
    ) -> [(proposal: Proposal, size: Size)] {
        let cross = proposal.across(horizontal)
        guard proposal.along(horizontal) < Proposal.unbounded else {
            let offer = Proposal.along(horizontal, main: Proposal.unbounded, cross: cross)
            return children.map { (offer, $0.sizeThatFits(offer)) }
        }
        // Flexibility is measured between the smallest and the largest size a child takes; the largest is asked
        // with a finite "infinity", which greedy views (a text field, a bar, a spacer) fill, while
        // `Proposal.unbounded` itself asks for the ideal size.
        let infinity = Proposal.unbounded - 1
        let smallest = children.map { $0.sizeThatFits(.along(horizontal, main: 0, cross: cross)).along(horizontal) }
        let largest = children.map {
            $0.sizeThatFits(.along(horizontal, main: infinity, cross: cross)).along(horizontal)
        }
        let flexibility = children.indices.map { largest[$0] - smallest[$0] }
        let isFilling = children.indices.map { children[$0].isSpacer || largest[$0] >= infinity }
        let byFlexibility: ([Int]) -> [Int] = { indices in
            indices.sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        }
        let priorities = children.map(\.layoutPriority)
        let total = max(0, proposal.along(horizontal) - spacing * max(0, children.count - 1))
        var used = 0
        var placements = [(proposal: Proposal, size: Size)](
            repeating: (Proposal(width: 0, height: 0), .zero), count: children.count)
        // Children of higher priority are offered room first, less the least room those of lower priority take.
        for priority in Set(priorities).sorted(by: >) {
            let members = children.indices.filter { priorities[$0] == priority }
            let lower = children.indices.reduce(0) { $0 + (priorities[$1] < priority ? smallest[$1] : 0) }
            let fills = members.filter { isFilling[$0] }
            let others = members.filter { !isFilling[$0] }
            let fillMinimum = fills.reduce(0) { $0 + smallest[$1] }
            var remaining = max(0, total - used - lower - fillMinimum)
            for (group, reserved) in [(byFlexibility(others), 0), (byFlexibility(fills), fillMinimum)] {
                remaining += reserved
                for (position, index) in group.enumerated() {
                    let share = remaining / (group.count - position)
                    let offer = Proposal.along(horizontal, main: share, cross: cross)
                    let size = children[index].sizeThatFits(offer)
                    placements[index] = (offer, size)
                    remaining = max(0, remaining - size.along(horizontal))
                    used += size.along(horizontal)
                }
            }
        }
        return placements
    }

    private func modifiedSize(_ modifier: ResolvedModifier, _ proposal: Proposal) -> Size {
        let content = children[0]
        if let insets = CellInsets(modifier) {
            let inner = content.sizeThatFits(
                Proposal(width: proposal.width - insets.horizontal, height: proposal.height - insets.vertical))
            return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        }
        switch modifier {
        case .containerRelativeFrame(let frame):
            return FrameLayout(containerFrame(frame)).size(content: content, proposal: proposal)
        case .frame(let frame):
            return FrameLayout(frame).size(content: content, proposal: proposal)
        case .fixedSize(let horizontal, let vertical):
            return content.sizeThatFits(proposal.fixed(horizontal: horizontal, vertical: vertical))
        case .geometryReader, .position:
            // A reader, and a positioned view, take all the room they are offered; offered no limit, a shape's
            // ideal size, as SwiftUI's take a default size.
            return Self.shapeSize(proposal)
        case .aspectRatio(let ratio, let contentMode):
            let layout = AspectRatioLayout(ratio: ratio, contentMode: contentMode)
            return content.sizeThatFits(layout.contentProposal(proposal, content: content))
        default:
            return content.sizeThatFits(proposal)
        }
    }
}
