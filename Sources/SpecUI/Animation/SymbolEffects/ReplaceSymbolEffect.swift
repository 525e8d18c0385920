/// One symbol turning into another as the image changes: `contentTransition(.symbolEffect(.replace))`.
///
/// A terminal draws the new symbol in the next frame, at once: every way of replacing is the same effect.
public struct ReplaceSymbolEffect: _LayeredSymbolEffect, ContentTransitionSymbolEffect {
    /// The old symbol going down and the new one coming up.
    public var downUp: ReplaceSymbolEffect { self }

    /// Both symbols going up.
    public var upUp: ReplaceSymbolEffect { self }

    /// The old symbol going at once and the new one coming up.
    public var offUp: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The `.replace` effect, drawn as the symbol is.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
