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
}
