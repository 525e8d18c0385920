/// A symbol bouncing once for each change of a value, `symbolEffect(.bounce, value: count)`, or while active.
///
/// A terminal draws the symbol still: every way of bouncing is the same effect.
public struct BounceSymbolEffect: _DirectionalSymbolEffect, _LayeredSymbolEffect, DiscreteSymbolEffect,
    IndefiniteSymbolEffect
{}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The `.bounce` effect, drawn as the symbol is.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
