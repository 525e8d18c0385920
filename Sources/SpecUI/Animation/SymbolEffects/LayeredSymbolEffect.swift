/// A symbol effect that runs on each layer of the symbol in turn or on the whole symbol at once:
/// `.bounce.byLayer`, `.pulse.wholeSymbol`. A terminal draws a symbol as one character, so both are the effect.
public protocol _LayeredSymbolEffect: SymbolEffect {}

extension _LayeredSymbolEffect {
    /// The effect run on each layer of the symbol in turn.
    public var byLayer: Self { self }

    /// The effect run on the whole symbol at once.
    public var wholeSymbol: Self { self }
}
