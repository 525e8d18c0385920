/// How a view's content changes when it is animated: `contentTransition(.numericText())`.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate, numericText, symbolEffect
    }

    let kind: Kind

    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits rolling up or down to the new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText)
    }

    /// Digits rolling toward `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText) }

    /// The symbols inside changing with the system's symbol effect: `Image(systemName: isOn ? "bell" : "bell.slash")
    /// .contentTransition(.symbolEffect)`.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

    /// The symbols inside changing with `effect`: `contentTransition(.symbolEffect(.replace))`. A terminal draws the
    /// new symbol in the next frame, at once.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }
}
