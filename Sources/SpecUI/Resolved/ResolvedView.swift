/// A view reduced to what a renderer draws: primitives, containers and modifier wrappers.
///
/// Modifiers wrap their content in the order they were written, so `.padding().border(.gray)` resolves to
/// `.modified(.modified(content, .padding(...)), .border(...))`: the border goes around the padding.
/// Lengths are terminal cells (`Double`, like SwiftUI's `CGFloat`; a renderer rounds them).
public indirect enum ResolvedView: Sendable {
    case text(String)
    case button(ResolvedButton)
    case toggle(ResolvedToggle)
    case textField(ResolvedTextField)
    case stepper(ResolvedStepper)
    case picker(ResolvedPicker)
    case slider(ResolvedSlider)
    case progressView(ResolvedProgressView)
    case image(systemName: String)
    case spacer(minLength: Double?)
    case divider
    /// A shape filling the room it is offered.
    case shape(ResolvedShape)
    /// A `VStack` (axis vertical) or `HStack` (axis horizontal).
    case stack(ResolvedStack)
    case zStack(alignment: Alignment, children: [ResolvedView])
    /// A navigation bar's row: `leading` from the leading edge, `trailing` at the trailing edge, and `title` in the
    /// middle of the row where the room between them allows, moved toward the wider room where it does not, and
    /// shortened to that room where it is longer, as iOS places an inline title.
    case barRow(leading: ResolvedView, title: ResolvedView, trailing: ResolvedView)
    /// A `ViewThatFits`: the renderer draws the first of `children` whose ideal size fits its room along `axes`,
    /// else the last.
    case viewThatFits(axes: Axis.Set, children: [ResolvedView])
    /// A `Grid`, `LazyVGrid` or `LazyHGrid`.
    case grid(ResolvedGrid)
    /// A lazy list: rows are resolved when the renderer asks for them.
    case list(ResolvedList)
    /// A `ScrollView` and its content, which scrolls along `axes`.
    case scroll(axes: Axis.Set, content: ResolvedView)
    /// A `Section` outside a `List`.
    case section(header: String?, content: [ResolvedView])
    /// A section's header as a row of a `List`; the section's rows follow it.
    case sectionHeader(String)
    case modified(ResolvedView, ResolvedModifier)
    /// A view with the view an `overlay` or `background` places over or under it.
    case layered(ResolvedLayers)
}

/// A `VStack` or `HStack` and its children in order.
public struct ResolvedStack: Sendable {
    public var axis: Axis
    /// For a `VStack` only `horizontal` matters, for an `HStack` only `vertical`.
    public var alignment: Alignment
    /// `nil` means the default spacing.
    public var spacing: Double?
    public var children: [ResolvedView]

    public init(axis: Axis, alignment: Alignment, spacing: Double?, children: [ResolvedView]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

/// A button; activate it through `ViewHost.activate(_:)` with its `id`.
public struct ResolvedButton: Sendable {
    public var id: ActionableID
    /// The label, several views being laid out as a horizontal stack.
    public var label: ResolvedView
    public var isDisabled: Bool
    /// The color the label is drawn in where nothing inside colors it: the accent color, or the `tint` around
    /// the button; nil under `.buttonStyle(.plain)`, a custom `ButtonStyle` and for a tappable view, which draw
    /// the label in the colors around it.
    public var tint: Color?
    /// Whether the button is a `NavigationLink`, which a `List` row draws with a chevron toward the level it
    /// pushes.
    public var isNavigationLink: Bool

    public init(
        id: ActionableID, label: ResolvedView, isDisabled: Bool, tint: Color? = .accentColor,
        isNavigationLink: Bool = false
    ) {
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.tint = tint
        self.isNavigationLink = isNavigationLink
    }
}

/// A toggle with its title and current value.
public struct ResolvedToggle: Sendable {
    public var id: ActionableID
    public var title: String
    public var isOn: Bool
    public var isDisabled: Bool
    /// A switch, as iOS draws a toggle: it takes the width it is offered, its title at the leading edge and the
    /// switch at the trailing one; false for a checkbox (`[x] Title`), and for a switch whose label is hidden, which
    /// are as wide as they draw.
    public var fillsWidth = false
    /// The label drawn as views, when it is more than one text (a `Label`'s icon and title, a stack of a title and
    /// a subtitle, styled text): drawn as its views, beside the control; nil draws the label's texts as one line.
    public var labelViews: ResolvedView?

    public init(id: ActionableID, title: String, isOn: Bool, isDisabled: Bool) {
        self.id = id
        self.title = title
        self.isOn = isOn
        self.isDisabled = isDisabled
    }
}

/// A text field with its placeholder and current text, or a text editor (`isMultiline`) with its lines.
public struct ResolvedTextField: Sendable {
    public var id: ActionableID
    public var placeholder: String
    public var text: String
    public var isDisabled: Bool
    /// A `TextEditor`: it fills the room it is offered and wraps its lines there.
    public var isMultiline: Bool
    /// A vertical `TextField`: its lines wrap as a text editor's, and it takes the rows they need, not the room it
    /// is offered, drawing its placeholder while empty.
    public var growsWithText = false

    public init(id: ActionableID, placeholder: String, text: String, isDisabled: Bool, isMultiline: Bool = false) {
        self.id = id
        self.placeholder = placeholder
        self.text = text
        self.isDisabled = isDisabled
        self.isMultiline = isMultiline
    }
}

/// A stepper with its label, current value and bounds.
public struct ResolvedStepper: Sendable {
    public var id: ActionableID
    public var label: String
    public var value: Int
    public var range: ClosedRange<Int>?
    public var isDisabled: Bool
    /// What is drawn between the buttons: a `DatePicker`'s date; nil for a `Stepper`, which draws no value.
    public var valueText: String?
    /// Whether it takes the width it is offered, its label at the leading edge and its buttons at the trailing one,
    /// as iOS lays out a stepper and a date picker; false when its label is hidden.
    public var fillsWidth = false
    /// The label drawn as views, when it is more than one text (a `Label`'s icon and title, a stack of a title and
    /// a subtitle, styled text): drawn as its views, beside the control; nil draws the label's texts as one line.
    public var labelViews: ResolvedView?

    public init(id: ActionableID, label: String, value: Int, range: ClosedRange<Int>?, isDisabled: Bool) {
        self.id = id
        self.label = label
        self.value = value
        self.range = range
        self.isDisabled = isDisabled
    }
}

/// A progress indicator: indeterminate when `value` is `nil`, otherwise a fraction in 0...1.
public struct ResolvedProgressView: Sendable, Equatable {
    public var label: String?
    public var value: Double?

    public init(label: String?, value: Double?) {
        self.label = label
        self.value = value
    }
}
