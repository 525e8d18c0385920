// SwiftUI's modifiers whose effect a terminal has no cells for: they compile, as in SwiftUI, and draw the view as
// it is (docs/RUNTIME.md, "Decisions where SwiftUI is silent").
extension View {
    /// A shadow is a blur around the view's shape, finer than a cell: the view is drawn without it.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> Self { self }

    /// Where taps land on the view: a terminal's taps already land anywhere in the view's cells.
    public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> Self { self }

    /// The heights a sheet of this view can rest at: a terminal sheet takes the whole screen at each of them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

    /// The heights a sheet of this view can rest at, and the one it rests at in `selection`, which stays as it is:
    /// a terminal sheet takes the whole screen, so it is not dragged between them.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> Self { self }

    /// Whether a sheet of this view shows the bar it is dragged by: a terminal sheet is dismissed with Escape and
    /// draws none.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

    /// The radius of the corners of a sheet of this view: a terminal sheet takes the whole screen, without corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }

    /// Lets the view extend under the screen's bars and insets: a terminal has none, so every view fills the
    /// room it is given already.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// The size of the controls inside: a terminal draws every control in cells of one size.
    public func controlSize(_ size: ControlSize) -> Self { self }

    /// How the symbols inside color their layers: a terminal draws a symbol as one character in one color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }

    /// A tooltip shown while the pointer rests on the view: a terminal shows none.
    public func help(_ text: String) -> Self { self }

    /// Whether a list row draws its separator lines: a terminal list draws its rows one per line, without them.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Whether a list or form draws its grouped background behind its rows: a terminal list draws its rows on the
    /// terminal's own background either way.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

    /// How the `NavigationSplitView`s inside size their columns: a terminal draws every style alike.
    public func navigationSplitViewStyle(_ style: some NavigationSplitViewStyle) -> Self { self }
}

extension View {
    /// Scales how the view is drawn, not the room it takes: a terminal draws each character in one cell, so the
    /// view is drawn at its size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }

    /// Scales how the view is drawn along each axis: a terminal draws it at its size.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }

    /// Scales how the view is drawn along each axis: a terminal draws it at its size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }

    /// Turns how the view is drawn, not the room it takes: a terminal's rows of characters cannot turn, so the
    /// view is drawn upright.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }

    /// Blurs the view: a cell is drawn sharp or not at all, so the view is drawn as it is.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }

    /// How far text inside may shrink to fit: a terminal has one text size, so text wraps or is cut instead.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }

    /// Whether text inside may close the gaps between its letters to fit: a terminal's letters are a cell each.
    public func allowsTightening(_ flag: Bool) -> Self { self }

    /// Scales the view to fit the room it is given, keeping its aspect ratio: a terminal draws a symbol as one
    /// character, so it is drawn as it is.
    public func scaledToFit() -> Self { self }

    /// Scales the view to fill the room it is given, keeping its aspect ratio: drawn as it is, as `scaledToFit()`.
    public func scaledToFill() -> Self { self }

    /// The background of the bars the view's navigation shows: a terminal draws its bars in the screen's colors.
    public func toolbarBackground(_ style: some ShapeStyle, for bars: ToolbarPlacement...) -> Self { self }

    /// Whether the bars the view's navigation shows draw a background: a terminal's bars draw none.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// The color scheme of the bars the view's navigation shows: a terminal draws them in the screen's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
}

extension View {
    /// The color of a list row's separator lines: a terminal list draws none.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Whether a list section draws its separator lines: a terminal list draws none.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// How much a section header stands out: a terminal draws every header in the one style of a header.
    public func headerProminence(_ prominence: Prominence) -> Self { self }

    /// Whether the scroll views inside draw scroll indicators: a terminal scroll view draws none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }

    /// How scrolling inside puts the on-screen keyboard away: a terminal is typed on with a keyboard of its own.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

    /// Whether the scroll views inside bounce at their ends: a terminal scroll view stops at them.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }

    /// Lets the scroll views inside draw their content past their windows: a cell holds one character, so what
    /// would show there would stand in place of the views around, and the window shows only what it holds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }

    /// How the content changes when it is animated: a terminal draws the change in the next frame, at once.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }

    /// Moves the view's frame toward the one of the view with the same id in `namespace` as an animation runs: a
    /// terminal draws each view at its place in the next frame, at once.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }

    /// Whether the text inside can be selected: a terminal selects what it shows with its own pointer.
    public func textSelection(_ selectability: TextSelectability) -> Self { self }

    /// The design of the fonts inside: a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> Self { self }

    /// The width of the fonts inside, `.condensed` or `.expanded`: a terminal's letters are a cell each.
    public func fontWidth(_ width: Font.Width?) -> Self { self }

    /// Calls `action` as the pointer enters and leaves the view: a terminal reports no pointer that hovers, so
    /// it is never called.
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }

    /// The space between the letters of the text inside: a terminal's letters are a cell each.
    public func kerning(_ kerning: CGFloat) -> Self { self }

    /// The space added between the letters of the text inside: a terminal's letters are a cell each.
    public func tracking(_ tracking: CGFloat) -> Self { self }

    /// How far the text inside is raised from its baseline: a terminal draws each row on its baseline.
    public func baselineOffset(_ offset: CGFloat) -> Self { self }
}

extension Text {
    /// The space between the text's letters: a terminal's letters are a cell each, so the text is as it is.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// The space added between the text's letters: drawn as it is, as `kerning(_:)`.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// How far the text is raised from its baseline: a terminal draws each row on its baseline.
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    /// The design of the text's font: a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// The width of the text's font: a terminal's letters are a cell each, so the text is as it is.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}
