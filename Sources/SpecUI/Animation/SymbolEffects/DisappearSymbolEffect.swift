/// A symbol drawn out while active: `symbolEffect(.disappear, isActive: isMuted)`.
///
/// A terminal has no effect to hide the symbol with, so it is drawn as it is: every way of disappearing is the same
/// effect. A view that should go goes with a condition, as a terminal draws it.
public struct DisappearSymbolEffect: _DirectionalSymbolEffect, _LayeredSymbolEffect, IndefiniteSymbolEffect,
    TransitionSymbolEffect
{}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The `.disappear` effect, drawn as the symbol is.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
