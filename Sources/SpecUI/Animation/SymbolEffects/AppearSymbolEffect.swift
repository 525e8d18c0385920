/// A symbol drawn in as it appears: `symbolEffect(.appear, isActive: isShown)`.
///
/// A terminal draws the symbol at once, shown: every way of appearing is the same effect.
public struct AppearSymbolEffect: _DirectionalSymbolEffect, _LayeredSymbolEffect, IndefiniteSymbolEffect,
    TransitionSymbolEffect
{}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The `.appear` effect, drawn as the symbol is.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
