/// A symbol's layers lit one after another while active, `symbolEffect(.variableColor.iterative, isActive: true)`.
///
/// A terminal draws the symbol in one color: every way of lighting it is the same effect.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Lighting one layer at a time.
    public var iterative: VariableColorSymbolEffect { self }

    /// Lighting each layer and keeping it lit until all are.
    public var cumulative: VariableColorSymbolEffect { self }

    /// Going back through the layers once through them.
    public var reversing: VariableColorSymbolEffect { self }

    /// Starting again from the first layer once through them.
    public var nonReversing: VariableColorSymbolEffect { self }

    /// Hiding the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }

    /// Dimming the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The `.variableColor` effect, drawn as the symbol is.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
