/// An animation of an SF Symbol: `Image(systemName: "bell").symbolEffect(.bounce, value: count)`.
///
/// A terminal draws a symbol as one character in one cell, still, and each change at once, so no effect changes
/// what is drawn; the effects are here so that SwiftUI code using them compiles unchanged (docs/RUNTIME.md).
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs while it is active: `symbolEffect(.pulse, isActive: isLoading)`.
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once each time a value changes: `symbolEffect(.bounce, value: count)`.
public protocol DiscreteSymbolEffect {}

/// An effect that brings a symbol in or takes it out.
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another: `contentTransition(.symbolEffect(.replace))`.
public protocol ContentTransitionSymbolEffect {}
