extension ShapeStyle {
    /// The color this style draws in with `environment`: a color itself, the tint around for `.tint`, a
    /// material's gray, a level's label color, the scheme's background; nil for the foreground style around, and for a gradient.
    func color(in environment: EnvironmentValues) -> Color? {
        switch self {
        case let color as Color:
            return color
        case is TintShapeStyle:
            return environment.tintColor
        case let material as Material:
            return material.color
        case let level as HierarchicalShapeStyle:
            return level.labelColor
        case is BackgroundStyle:
            return Color(.systemBackground)
        case let style as AnyShapeStyle:
            return style.base.color(in: environment)
        default:
            return nil
        }
    }

    /// The gradient this style spreads over its room, nil for any other style.
    var gradient: ResolvedGradient? {
        switch self {
        case let style as any GradientStyle:
            return style.resolvedGradient
        case let style as AnyShapeStyle:
            return style.base.gradient
        default:
            return nil
        }
    }
}
