/// How much room a screen gives along one axis, as `@Environment(\.horizontalSizeClass)` reads it.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    case compact, regular
}
