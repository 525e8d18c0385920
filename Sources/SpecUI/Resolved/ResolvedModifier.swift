/// One modifier of a chain, as the renderer needs it.
public enum ResolvedModifier: Sendable, Equatable {
    /// `length == nil` is the default padding.
    case padding(edges: Edge.Set, length: Double?)
    /// `padding(_:)` with a length for each edge.
    case insets(EdgeInsets)
    case frame(ResolvedFrame)
    case background(Color)
    case border(Color, width: Double)
    case cornerRadius(Double)
    /// `nil` restores the inherited color.
    case foregroundColor(Color?)
    /// `foregroundStyle(_:_:)`: the content draws in the first color, and its hierarchical styles in the others.
    case foregroundLevels([Color])
    /// A level of the foreground style around: `foregroundStyle(.tertiary)`.
    case hierarchicalForeground(HierarchicalShapeStyle)
    /// The text and symbols inside are drawn in the gradient's color at their cells.
    case foregroundGradient(ResolvedGradient)
    /// `nil` restores the inherited font.
    case font(Font?)
    /// `false` leaves the content as it is: `.bold(isEmphasized)`.
    case bold(Bool)
    case italic(Bool)
    case underline(Bool)
    case strikethrough(Bool)
    /// `nil` is the font's own weight.
    case fontWeight(Font.Weight?)
    /// The styles of each stretch of a text joined with `+` from texts styled differently.
    case textRuns([TextRun])
    case opacity(Double)
    /// A change to every color the content is drawn in: `grayscale`, `brightness`, `colorMultiply`, ...
    case colorEffect(ColorEffect)
    /// `fixedSize`: the content takes its ideal size along each axis that is `true`, whatever it is offered.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `aspectRatio(_:contentMode:)`: the content is offered the largest room of this width over height that fits
    /// in the room offered (`fit`), or the smallest that covers it (`fill`); nil is the content's ideal ratio.
    case aspectRatio(Double?, ContentMode)
    /// A `GeometryReader`: it takes all the room offered, lays the content out from its top leading corner, and
    /// reports where it was drawn.
    case geometryReader(GeometryReport)
    /// A view in a lazy stack or grid whose `onAppear` or `task` waits for a frame to draw it, drawn as its content:
    /// the renderer reports drawing it where any of it, or for an empty view its corner, is inside the window.
    case appearsWhenDrawn(AppearanceReport)
    /// `containerRelativeFrame`: a frame whose length along its axes follows from the container's.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// A `ScrollViewReader`, drawn as its content: the renderer scrolls the scroll views and lists inside to the
    /// views its requests name.
    case scrollViewReader(ScrollRequests)
    /// A `ForEach` element or an `id(_:)` view inside a `ScrollViewReader`, drawn unchanged: what a request to scroll
    /// to its id shows.
    case scrollTarget(ScrollTargetID)
    /// A `scrollPosition(id:anchor:)`, drawn as its content: the renderer scrolls the first scroll view inside to the
    /// views its binding's writes name, and reports the view that scroll view shows at the anchor.
    case scrollPosition(ScrollPositionBinding)
    /// `defaultScrollAnchor(_:)`: the point of their content the scroll views inside show until they are scrolled,
    /// and where content shorter than the window sits in it.
    case defaultScrollAnchor(UnitPoint?)
    /// `clipped()`: the content shows only inside the modified view's bounds.
    case clipped
    /// `clipShape(_:)`: the content shows only inside the shape's outline in the modified view's bounds.
    case clipShape(ResolvedShape.Outline)
    /// `offset(x:y:)`: the content is drawn moved by `x` (toward the trailing edge) and `y` (down), while its place
    /// in the layout stays where it was.
    case offset(x: Double, y: Double)
    /// `position(x:y:)`: the modified view takes all the room it is offered and draws the content centered at `x`
    /// columns and `y` rows from its top leading corner.
    case position(x: Double, y: Double)
    /// `zIndex(_:)`: the order the view is drawn in among its siblings, higher over lower.
    case zIndex(Double)
    /// `layoutPriority(_:)`: a stack offers room to its children of higher priority first.
    case layoutPriority(Double)
    case disabled(Bool)
    /// `allowsHitTesting(false)`: the controls inside are drawn as they are and take no taps or focus.
    case allowsHitTesting(Bool)
    /// `scrollDisabled(_:)`: the scroll views and lists inside are not scrolled by keys or by focus moving (a
    /// `ScrollViewReader` still scrolls them); `false` inside one that is disabled leaves them disabled.
    case scrollDisabled(Bool)
    case accessibilityIdentifier(String)
    /// The name assistive technology and a control's handles know the content by, in place of its texts: an
    /// `accessibilityLabel(_:)`, an icon-only label's title, or none (empty) for a decorative image. Drawn unchanged.
    case accessibilityLabel(String)
    /// The most lines each text inside may take, `nil` lifting an enclosing limit, and the lines it takes even when
    /// it needs fewer (`lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`).
    case lineLimit(Int?, reserved: Int = 0)
    /// How the lines of each text inside align with each other.
    case multilineTextAlignment(TextAlignment)
    /// Where each text inside that does not fit is cut.
    case truncationMode(Text.TruncationMode)
    /// The blank rows between the lines of each text inside.
    case lineSpacing(Double)
    /// The text inside is redacted: drawn as shaded cells, its layout unchanged.
    case redacted
    /// The content hides what is drawn behind it: its cells are blank, in the terminal's own colors, where it
    /// draws nothing, as an alert's box hides the screen behind it.
    case opaque
    /// An `.environment(\.layoutDirection, ...)` override for the content.
    case layoutDirection(LayoutDirection)
    /// An `.environment(\.colorScheme, ...)` override for the content.
    case colorScheme(ColorScheme)
}

/// The arguments of `frame(...)`; `nil` leaves a dimension to the content, `.infinity` fills the proposal.
public struct ResolvedFrame: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        width: Double? = nil, height: Double? = nil,
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension ResolvedFrame {
    /// What SwiftUI logs for these arguments, as a runtime issue: a size, minimum or ideal that is negative or not
    /// finite (a maximum may be `.infinity`), or a minimum, ideal and maximum out of order; nil for a valid frame.
    var issue: String? {
        func invalid(_ length: Double?) -> Bool { length.map { !$0.isFinite || $0 < 0 } ?? false }
        func invalidMaximum(_ length: Double?) -> Bool { length.map { $0.isNaN || $0 < 0 } ?? false }
        if invalid(width) || invalid(height) || invalid(minWidth) || invalid(idealWidth) || invalid(minHeight)
            || invalid(idealHeight) || invalidMaximum(maxWidth) || invalidMaximum(maxHeight)
        {
            return "Invalid frame dimension (negative or non-finite)."
        }
        // The bounds given, in order: a missing minimum is no bound below, a missing maximum none above.
        func ordered(_ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Bool {
            let (low, high) = (minimum ?? -.infinity, maximum ?? .infinity)
            return ideal.map { low <= $0 && $0 <= high } ?? (low <= high)
        }
        guard ordered(minWidth, idealWidth, maxWidth), ordered(minHeight, idealHeight, maxHeight) else {
            return "Contradictory frame constraints specified."
        }
        return nil
    }
}

extension ResolvedModifier {
    /// What `foregroundStyle(color)` draws with: a level of the foreground style for `.primary` and `.secondary`,
    /// else the color.
    static func foregroundStyle(_ color: Color) -> ResolvedModifier {
        HierarchicalShapeStyle(color).map { .hierarchicalForeground($0) } ?? .foregroundColor(color)
    }
}
