// SwiftUI's modifiers whose effect a terminal has no cells for: they compile, as in SwiftUI, and draw the view as
// it is (docs/RUNTIME.md, "Decisions where SwiftUI is silent").
extension View {
    /// A shadow is a blur around the view's shape, finer than a cell: the view is drawn without it.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
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
}
