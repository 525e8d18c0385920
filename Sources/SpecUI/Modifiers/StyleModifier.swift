/// A modifier the renderer draws (padding, frame, colors, font, ...), kept in the order written.
public struct _StyleModifier: ViewModifier {
    let resolved: ResolvedModifier

    public typealias Body = Never
}

extension _StyleModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        // A frame SwiftUI would log as invalid is reported as the view is made with it, or changed to it.
        if case .frame(let frame) = resolved {
            let unchanged = if case .modifier(.frame(let before)?) = node.kind { before == frame } else { false }
            if !unchanged, let issue = frame.issue { node.graph.report(issue) }
        }
        node.kind = .modifier(resolved)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    func styled(_ resolved: ResolvedModifier) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(resolved: resolved))
    }

    /// Adds the default padding on all edges.
    public func padding() -> ModifiedContent<Self, _StyleModifier> {
        styled(.padding(edges: .all, length: nil))
    }

    /// Adds `length` cells of padding on all edges.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
        styled(.padding(edges: .all, length: Double(length)))
    }

    /// Adds padding on `edges`: `length` cells, or the default.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _StyleModifier> {
        styled(.padding(edges: edges, length: length.cells))
    }

    /// Adds padding of its own length on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _StyleModifier> {
        styled(.insets(insets))
    }

    public func font(_ font: Font?) -> ModifiedContent<Self, _StyleModifier> {
        styled(.font(font))
    }

    /// Draws the text inside bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
        styled(.bold(isActive))
    }

    /// Draws the text inside italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
        styled(.italic(isActive))
    }

    /// Underlines the text inside when `isActive`; the line takes the text's color (a terminal draws no other).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _StyleModifier> {
        styled(.underline(isActive))
    }

    /// Strikes through the text inside when `isActive`; the line takes the text's color (a terminal draws no other).
    ///
    /// ```swift
    /// Text(todo.title).strikethrough(todo.done)
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _StyleModifier> {
        styled(.strikethrough(isActive))
    }

    /// Sets the weight of the text inside, over its font's: `.fontWeight(.semibold)`; `nil` is the font's own.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
        styled(.fontWeight(weight))
    }

    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
        styled(.foregroundColor(color))
    }

    /// Draws the view's text and symbols in `color`; `.primary` and `.secondary` are levels of the foreground
    /// style around: `.foregroundStyle(.secondary)`.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        styled(.foregroundStyle(color))
    }

    /// Draws the digits inside in cells of one width, as a terminal draws every character: the view is unchanged.
    public func monospacedDigit() -> Self { self }

    /// Draws the text inside in a fixed-width face, as a terminal draws every character: the view is unchanged.
    public func monospaced(_ isActive: Bool = true) -> Self { self }

    /// Keeps the scroll views and lists inside still: keys and focus moving do not scroll them, and
    /// `ScrollViewReader` still does. `false` does not enable again what a `scrollDisabled(true)` around disables.
    ///
    /// ```swift
    /// ScrollView { Terms() }.scrollDisabled(!isExpanded)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
        styled(.scrollDisabled(disabled))
    }

    /// Starts the scroll views inside at `anchor`'s point of their content, until they are scrolled, and places
    /// content shorter than the window there along the scrolled axis: `.defaultScrollAnchor(.bottom)` starts a chat
    /// at its newest message, and keeps it there as messages come, until it is scrolled. Nil is the top leading
    /// corner, as without it.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(messages) { MessageRow(message: $0) } } }
    ///     .defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _StyleModifier> {
        styled(.defaultScrollAnchor(anchor))
    }

    /// Hides the view: it keeps its place in the layout, and its controls cannot be tapped or focused.
    public func hidden() -> ModifiedContent<Self, _StyleModifier> {
        styled(.opacity(0))
    }

    /// Limits each text inside to `number` lines, the last one cut with `…`; `nil` for as many as it needs.
    ///
    /// ```swift
    /// Text(article.summary).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _StyleModifier> {
        styled(.lineLimit(number.map { max(1, $0) }))
    }

    /// Gives each text inside at least the range's lower bound of lines, blank ones below a shorter text, and at
    /// most its upper bound, the last one cut with `…`.
    ///
    /// ```swift
    /// Text(note.body).lineLimit(2...4)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _StyleModifier> {
        styled(.lineLimit(max(1, limit.upperBound), reserved: max(0, limit.lowerBound)))
    }

    /// Gives each text inside at least `limit`'s lower bound of lines, and as many more as it needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _StyleModifier> {
        styled(.lineLimit(nil, reserved: max(0, limit.lowerBound)))
    }

    /// Limits each text inside to `limit`'s upper bound of lines, as `lineLimit(_:)` with that number does.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _StyleModifier> {
        styled(.lineLimit(max(1, limit.upperBound)))
    }

    /// Limits each text inside to `limit` lines and, when `reservesSpace`, gives it that many even when it needs
    /// fewer, blank ones below it, so views of differing texts line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _StyleModifier> {
        let lines = max(1, limit)
        return styled(.lineLimit(lines, reserved: reservesSpace ? lines : 0))
    }

    /// Lines up the lines of each text inside along `alignment` (mirrored right to left).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _StyleModifier> {
        styled(.multilineTextAlignment(alignment))
    }

    /// Cuts each text inside that does not fit its room at `mode`'s end, or in its middle, with a `…` there.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _StyleModifier> {
        styled(.truncationMode(mode))
    }

    /// Leaves `spacing` blank rows between the lines of each text inside, as lengths here are cells.
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
        styled(.lineSpacing(Double(spacing)))
    }

    /// Fills the area behind the view: `.background(.blue)`.
    public func background(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        styled(.background(color))
    }

    /// Draws the area behind the view in `material`, gray over the backdrop as a terminal cannot blur it:
    /// `.background(.ultraThinMaterial)`.
    public func background(_ material: Material) -> ModifiedContent<Self, _StyleModifier> {
        styled(.background(material.color))
    }

    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, _StyleModifier> {
        styled(.border(color, width: Double(width)))
    }

    /// Rounds the corners of the view's filled background, a row's length of the radius by a corner character; a
    /// terminal draws whole cells, so `antialiased` changes nothing.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
        styled(.cornerRadius(Double(radius)))
    }

    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.opacity(opacity))
    }

    /// Gives the view its ideal size, whatever it is offered: `Text(title).fixedSize()` does not wrap.
    public func fixedSize() -> ModifiedContent<Self, _StyleModifier> {
        styled(.fixedSize(horizontal: true, vertical: true))
    }

    /// Gives the view its ideal size along the axes that are `true`: `.fixedSize(horizontal: false,
    /// vertical: true)` lets a text wrap onto as many lines as it needs.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _StyleModifier> {
        styled(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Offers the view room of `ratio`, its width over its height as it looks, that fits in the room offered
    /// (`.fit`) or covers it (`.fill`); nil keeps the ratio of the view's ideal size. A cell is twice as tall as
    /// it is wide, so `aspectRatio(1, contentMode: .fit)` offers twice as many columns as rows.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _StyleModifier>
    {
        styled(.aspectRatio(ratio.cells.map { $0 > 0 && $0.isFinite ? $0 : 1 }, contentMode))
    }

    /// Offers the view room in the ratio of `size`'s width to its height, as `aspectRatio(_:contentMode:)`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _StyleModifier> {
        aspectRatio(size.height > 0 ? size.width / size.height : 1, contentMode: contentMode)
    }

    /// Draws the view moved by `x` cells toward its trailing edge and `y` rows down; its place in the layout, and
    /// so its neighbours, stay where they were.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StyleModifier> {
        styled(.offset(x: Double(x), y: Double(y)))
    }

    /// Draws the view moved by `offset`, its width in cells toward the trailing edge and its height in rows down,
    /// as `offset(x:y:)` does: `.offset(dragAmount)`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _StyleModifier> {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Centers the view at `x` cells from the leading edge and `y` rows from the top of the room its parent offers,
    /// taking all that room, as SwiftUI's `position` does:
    ///
    /// ```swift
    /// Text("Here").position(x: 10, y: 2)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StyleModifier> {
        styled(.position(x: Double(x), y: Double(y)))
    }

    /// Centers the view at `position` in the room its parent offers, taking all that room; see `position(x:y:)`.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _StyleModifier> {
        self.position(x: position.x, y: position.y)
    }

    /// Orders the view among its siblings in a stack: a higher index is drawn over a lower one, equal ones in the
    /// order written (0 for a view without one).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.zIndex(value))
    }

    /// Makes a stack offer room to the view before its siblings of lower priority (0 for a view without one), once
    /// they have the least room they can take: `Text(title).layoutPriority(1)` is cut last.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.layoutPriority(value))
    }

    /// Shows the view's content only inside its bounds: what an overlay or a fixed size draws beyond them is cut.
    public func clipped() -> ModifiedContent<Self, _StyleModifier> {
        styled(.clipped)
    }

    /// Shows the view's content only inside `shape`, fitted to the view's bounds: `Image(systemName:
    /// "person").padding().background(.gray).clipShape(Circle())`. A rounded shape rounds a filled background's
    /// corners as `cornerRadius` does; an ellipse or a circle also blanks the cells outside it.
    public func clipShape(_ shape: some Shape) -> ModifiedContent<Self, _StyleModifier> {
        styled(.clipShape(shape._outline))
    }

    /// Shows the view's content only where `mask` is drawn: inside the outline of a shape (filled or not), as
    /// `clipShape` shows it; any other mask, which a terminal cannot draw as an alpha channel, shows the content
    /// inside the view's bounds (docs/RUNTIME.md).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> ModifiedContent<Self, _StyleModifier>
    {
        let mask = mask()
        if let shape = mask as? any Shape {
            return styled(.clipShape(shape._outline))
        }
        if let shaped = mask as? any OutlinedView {
            return styled(.clipShape(shaped.outline))
        }
        return styled(.clipped)
    }

    /// The mask with the view first, as SwiftUI's older spelling writes it.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _StyleModifier> {
        self.mask { mask }
    }

    /// A fixed size in cells for the given dimensions; `nil` keeps the content's.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _StyleModifier>
    {
        styled(.frame(ResolvedFrame(width: width.cells, height: height.cells, alignment: alignment)))
    }

    /// Size limits in cells; `.infinity` as a maximum fills what the parent offers.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _StyleModifier> {
        let frame = ResolvedFrame(
            minWidth: minWidth.cells, idealWidth: idealWidth.cells, maxWidth: maxWidth.cells,
            minHeight: minHeight.cells, idealHeight: idealHeight.cells, maxHeight: maxHeight.cells,
            alignment: alignment)
        return styled(.frame(frame))
    }

    /// Names the view for tests and scripted previews (`--tap ID`).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _StyleModifier> {
        styled(.accessibilityIdentifier(identifier))
    }
}
