extension ShapeStyle {
    /// The color this style draws in with `environment`: a color itself, the tint around for `.tint`; nil for
    /// the foreground style around.
    func color(in environment: EnvironmentValues) -> Color? {
        switch self {
        case let color as Color:
            return color
        case is TintShapeStyle:
            return environment.tintColor
        default:
            return nil
        }
    }
}
