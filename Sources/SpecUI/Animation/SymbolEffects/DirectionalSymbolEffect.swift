/// A symbol effect that moves the symbol up or down: `.bounce.down`, `.scale.up`. A terminal draws a symbol still,
/// so both are the effect.
public protocol _DirectionalSymbolEffect: SymbolEffect {}

extension _DirectionalSymbolEffect {
    /// The effect moving the symbol upward.
    public var up: Self { self }

    /// The effect moving the symbol downward.
    public var down: Self { self }
}
