// SwiftUI's color effects. Those a terminal color can show change every color the view's content is drawn in
// (docs/RUNTIME.md, "Decisions where SwiftUI is silent"); the others draw the view as it is.
extension View {
    /// Draws the view's colors toward gray by `amount`, from 0 (as they are) to 1 (all gray).
    ///
    /// ```swift
    /// Image(systemName: "star.fill").foregroundStyle(.yellow).grayscale(isLocked ? 1 : 0)
    /// ```
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.colorEffect(.grayscale(amount)))
    }

    /// Raises each component of the view's colors by `amount`: 0 leaves them, 1 makes them white.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.colorEffect(.brightness(amount)))
    }

    /// Scales the view's colors away from their gray by `amount`: 0 is gray, 1 leaves them.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.colorEffect(.saturation(amount)))
    }

    /// Scales the view's colors away from middle gray by `amount`: 0 is middle gray, 1 leaves them.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
        styled(.colorEffect(.contrast(amount)))
    }

    /// Turns the hue of the view's colors by `angle`: `.hueRotation(.degrees(120))` draws red as green.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _StyleModifier> {
        styled(.colorEffect(.hueRotation(angle)))
    }

    /// Multiplies each component of the view's colors by `color`'s: white leaves them, black makes them black.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        styled(.colorEffect(.multiply(color)))
    }

    /// How the view's colors combine with what is behind it: a terminal cell shows one color, so the view is
    /// drawn as it is.
    public func blendMode(_ blendMode: BlendMode) -> Self { self }

    /// Composites the view's layers before its effects apply: a terminal draws no layers, so the view is drawn as
    /// it is.
    public func compositingGroup() -> Self { self }

    /// Renders the view offscreen before drawing it: a terminal draws cells, so the view is drawn as it is.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
}
