/// How much contrast the user asked for between the colors of a view: `@Environment(\.colorSchemeContrast)`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard
    case increased
}
