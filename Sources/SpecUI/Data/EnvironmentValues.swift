/// Values views read from their ancestors with `@Environment`, overridden with `.environment(_:_:)`.
public struct EnvironmentValues: Equatable, Sendable {
    public var layoutDirection: LayoutDirection
    public var colorScheme: ColorScheme
    public var isEnabled: Bool

    public init(layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light) {
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        isEnabled = true
    }
}
