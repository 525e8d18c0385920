/// A symbol fading in and out while active, `symbolEffect(.pulse, isActive: isSyncing)`, or once for each change of
/// a value.
///
/// A terminal draws the symbol steady: every way of pulsing is the same effect.
public struct PulseSymbolEffect: _LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The `.pulse` effect, drawn as the symbol is.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
