/// The effect the system chooses for the symbols changing: `contentTransition(.symbolEffect(.automatic))`.
///
/// A terminal draws the change in the next frame, at once.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect {}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The `.automatic` effect, drawn as the symbol is.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
