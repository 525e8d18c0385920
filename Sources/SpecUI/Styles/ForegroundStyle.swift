/// The foreground style around a view, the color `foregroundStyle(_:)` or `foregroundColor(_:)` set, else the
/// primary color: `Circle().fill(.foreground)`.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
