import SpecUI

/// One node of a frame's layout tree, built from a ``ResolvedView``.
///
/// A class so that each node can remember the sizes it already computed for a proposal during one frame:
/// stacks ask their children several times (to rank their flexibility, then to size them), which without the
/// cache costs time exponential in the nesting depth.
@MainActor
final class LayoutNode {
    enum Kind {
        case text(String)
        /// The label is the only child.
        case button(ResolvedButton)
        case toggle(ResolvedToggle)
        case textField(ResolvedTextField)
        case stepper(ResolvedStepper)
        case picker(ResolvedPicker)
        case slider(ResolvedSlider)
        case progress(ResolvedProgressView)
        case image(String)
        case spacer(minLength: Int)
        case divider
        case stack(horizontal: Bool, alignment: Alignment, spacing: Int)
        case zStack(Alignment)
        /// A navigation bar's row: the leading items, the title and the trailing items are the children.
        case barRow
        /// A `ViewThatFits`; its candidates are the children.
        case viewThatFits(Axis.Set)
        /// A `Grid`, `LazyVGrid` or `LazyHGrid`; its cells and spanning views are the children, as `GridPlan`
        /// numbers them.
        case grid(GridPlan)
        case list(ResolvedList)
        /// A `ScrollView` scrolling along one axis, horizontal or vertical, and offering its content no limit
        /// along `unboundedAcross` too when it scrolls both ways; the content is the only child.
        case scroll(horizontal: Bool, unboundedAcross: Bool)
        /// A section header line, in a `List` or above a `Section`'s content.
        case sectionHeader(String)
        /// The content is the only child.
        case modified(ResolvedModifier)
        case shape(ResolvedShape)
        /// An `overlay` or `background`: the modified view is the first child, the secondary view the second.
        case layered(ResolvedLayers.Position, Alignment)
    }

    let kind: Kind
    let children: [LayoutNode]

    /// Whether this node is a `Spacer`, which a stack sizes after its other children.
    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }
    /// The axis of the stack this node sits in (for `Spacer` and `Divider`); nil outside stacks.
    let stackAxisIsHorizontal: Bool?
    private var sizes: [Proposal: Size] = [:]
    /// For a `containerRelativeFrame` or a `List`, the container around it; for a scroll view, its window.
    var container: LayoutContainer?

    /// Default spacing between the children of an `HStack`: one column, like a space between words.
    nonisolated static let horizontalSpacing = 1
    /// Default spacing between the children of a `VStack`: none, rows are precious.
    nonisolated static let verticalSpacing = 0

    /// The line limit and alignment this node's text takes from the modifiers around it.
    let textLayout: TextLayout
    /// The most lines this node's text may take; nil for as many as fit.
    var lineLimit: Int? { textLayout.lineLimit }

    init(
        kind: Kind, children: [LayoutNode] = [], stackAxisIsHorizontal: Bool? = nil,
        textLayout: TextLayout = TextLayout()
    ) {
        self.kind = kind
        self.children = children
        self.stackAxisIsHorizontal = stackAxisIsHorizontal
        self.textLayout = textLayout
    }

    /// A toggle's or stepper's label drawn as views: its only child, laid out as a button's label is.
    private static func labelNodes(_ label: ResolvedView?, _ textLayout: TextLayout) -> [LayoutNode] {
        label.map { [LayoutNode($0, inStack: true, textLayout: textLayout)] } ?? []
    }

    /// The layout tree of `view`, its text laid out by `textLayout` unless a `lineLimit` or
    /// `multilineTextAlignment` inside says otherwise.
    convenience init(_ view: ResolvedView, inStack horizontal: Bool? = nil, textLayout: TextLayout = TextLayout()) {
        switch view {
        case .text(let text):
            self.init(kind: .text(text), textLayout: textLayout)
        case .button(let button):
            self.init(
                kind: .button(button), children: [LayoutNode(button.label, inStack: true, textLayout: textLayout)])
        case .toggle(let toggle):
            self.init(
                kind: .toggle(toggle), children: Self.labelNodes(toggle.labelViews, textLayout), textLayout: textLayout)
        case .textField(let field):
            // A vertical field takes its rows within the line limit around it.
            self.init(kind: .textField(field), textLayout: field.growsWithText ? textLayout : TextLayout())
        case .stepper(let stepper):
            self.init(
                kind: .stepper(stepper), children: Self.labelNodes(stepper.labelViews, textLayout),
                textLayout: textLayout)
        case .picker(let picker):
            self.init(kind: .picker(picker), textLayout: textLayout)
        case .slider(let slider):
            self.init(kind: .slider(slider))
        case .progressView(let progress):
            self.init(kind: .progress(progress))
        case .image(let name):
            self.init(kind: .image(name))
        case .spacer(let minLength):
            self.init(kind: .spacer(minLength: Self.cells(minLength ?? 0)), stackAxisIsHorizontal: horizontal)
        case .divider:
            self.init(kind: .divider, stackAxisIsHorizontal: horizontal)
        case .shape(let shape):
            self.init(kind: .shape(shape))
        case .layered(let layers):
            self.init(layers, inStack: horizontal, textLayout: textLayout)
        case .stack(let stack):
            let isHorizontal = stack.axis == .horizontal
            let spacing =
                stack.spacing.map(Self.cells) ?? (isHorizontal ? Self.horizontalSpacing : Self.verticalSpacing)
            self.init(
                kind: .stack(horizontal: isHorizontal, alignment: stack.alignment, spacing: spacing),
                children: stack.children.map { LayoutNode($0, inStack: isHorizontal, textLayout: textLayout) })
        case .viewThatFits(let axes, let children):
            self.init(
                kind: .viewThatFits(axes),
                children: children.map { LayoutNode($0, inStack: horizontal, textLayout: textLayout) })
        case .zStack(let alignment, let children):
            self.init(kind: .zStack(alignment), children: children.map { LayoutNode($0, textLayout: textLayout) })
        case .barRow(let leading, let title, let trailing):
            self.init(
                kind: .barRow, children: [leading, title, trailing].map { LayoutNode($0, textLayout: textLayout) })
        case .grid(let grid):
            self.init(
                kind: .grid(GridPlan(grid)),
                children: grid.rows.flatMap(\.views).map { LayoutNode($0, textLayout: textLayout) })
        case .list(let list):
            self.init(kind: .list(list), textLayout: textLayout)
        case .scroll(let axes, let content):
            let horizontal = axes == .horizontal
            self.init(
                kind: .scroll(horizontal: horizontal, unboundedAcross: axes == [.horizontal, .vertical]),
                children: [LayoutNode(content, inStack: horizontal, textLayout: textLayout)])
        case .section(let header, let content):
            let rows =
                (header.map { [LayoutNode(kind: .sectionHeader($0), textLayout: textLayout)] } ?? [])
                + content.map { LayoutNode($0, inStack: false, textLayout: textLayout) }
            self.init(
                kind: .stack(horizontal: false, alignment: .leading, spacing: Self.verticalSpacing), children: rows)
        case .sectionHeader(let title):
            self.init(kind: .sectionHeader(title), textLayout: textLayout)
        case .modified(let content, .border(let color, let width)):
            self.init(
                kind: .modified(.border(color, width: width)),
                children: [LayoutNode(content.withRoomForBorder, inStack: horizontal, textLayout: textLayout)])
        case .modified(let content, let modifier):
            let inner = textLayout.applying(modifier)
            self.init(
                kind: .modified(modifier), children: [LayoutNode(content, inStack: horizontal, textLayout: inner)])
        }
    }

    /// A length in cells from a SwiftUI length.
    /// A length that may be negative (an offset) in whole cells, rounded, within the bounds a proposal has.
    nonisolated static func signedCells(_ length: Double) -> Int {
        length < 0 ? -cells(-length) : cells(length)
    }

    /// The `zIndex` this node is drawn by among its siblings; 0 without one.
    var zIndex: Double {
        trait { if case .zIndex(let value) = $0 { value } else { nil } } ?? 0
    }

    /// The `layoutPriority` a stack places this node by; 0 without one.
    var layoutPriority: Double {
        trait { if case .layoutPriority(let value) = $0 { value } else { nil } } ?? 0
    }

    /// A value its container reads from the modifiers around a child: the outermost one `value` finds, as a
    /// SwiftUI trait passes out through the modifiers outside it (a background's or overlay's content included).
    /// A NaN, which orders against nothing, counts as none.
    private func trait(_ value: (ResolvedModifier) -> Double?) -> Double? {
        var node = self
        while true {
            switch node.kind {
            case .modified(let modifier):
                if let found = value(modifier) { return found.isNaN ? nil : found }
                node = node.children[0]
            case .layered:
                node = node.children[0]
            default:
                return nil
            }
        }
    }

    /// The indices of `children` in the order they are drawn: by `zIndex`, lower first, equal ones as written.
    var drawingOrder: [Int] {
        let indices = Array(children.indices)
        // Most containers have no index among their children: nothing to sort.
        let indexes = children.map(\.zIndex)
        guard indexes.contains(where: { $0 != 0 }) else { return indices }
        return indices.sorted { (indexes[$0], $0) < (indexes[$1], $1) }
    }

    /// Forgets the sizes this node and those inside it measured, for a container that changed size.
    func forgetSizes() {
        sizes = [:]
        for child in children { child.forgetSizes() }
    }

    nonisolated static func cells(_ length: Double) -> Int {
        guard length.isFinite else { return length > 0 ? Proposal.unbounded : 0 }
        // Clamped before converting: a length such as Int.max is 2^63 as a Double, beyond Int.
        return Int(min(Double(Proposal.unbounded), max(0, length.rounded())))
    }

    /// The size this node takes when offered `proposal`, never larger than a bounded proposal asks for
    /// unless the content cannot shrink.
    func sizeThatFits(_ proposal: Proposal) -> Size {
        if let size = sizes[proposal] {
            return size
        }
        let size = computeSize(proposal)
        sizes[proposal] = size
        return size
    }
}
