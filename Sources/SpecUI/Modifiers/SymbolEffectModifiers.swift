// SwiftUI's SF Symbol effects: a terminal draws a symbol as one still character and each change at once, so they
// draw the view as it is and run no body (docs/RUNTIME.md, "Decisions where SwiftUI is silent").
extension View {
    /// Runs `effect` on the symbols inside while `isActive`: the symbols are drawn as they are.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }

    /// Runs `effect` on the symbols inside once each time `value` changes: the symbols are drawn as they are.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> Self { self }

    /// Takes the symbol effects off the symbols inside, which a terminal draws without them already.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}
