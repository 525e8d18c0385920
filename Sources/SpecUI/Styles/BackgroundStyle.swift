/// The background of the color scheme around a view, `Color(.systemBackground)`: white in light mode, black in
/// dark: `.background(.background)`.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
