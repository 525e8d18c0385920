extension ShapeStyle {
    /// The color this style draws in with `environment`: a color itself, the tint around for `.tint`, a
    /// material's gray; nil for the foreground style around.
    func color(in environment: EnvironmentValues) -> Color? {
        switch self {
        case let color as Color:
            return color
        case is TintShapeStyle:
            return environment.tintColor
        case let material as Material:
            return material.color
        default:
            return nil
        }
    }
}
