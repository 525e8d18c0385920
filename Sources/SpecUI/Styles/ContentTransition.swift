/// How a view's content changes when it is animated: `contentTransition(.numericText())`.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate, numericText
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
}
