/// A symbol grown or shrunk while active: `symbolEffect(.scale.up, isActive: isSelected)`.
///
/// A terminal draws the symbol in its one cell: every way of scaling it is the same effect.
public struct ScaleSymbolEffect: _DirectionalSymbolEffect, _LayeredSymbolEffect, IndefiniteSymbolEffect {}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The `.scale` effect, drawn as the symbol is.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
