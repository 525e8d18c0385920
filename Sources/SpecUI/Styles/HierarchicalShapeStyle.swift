/// A level of the foreground style around a view: `.primary`, `.secondary`, `.tertiary` or `.quaternary`.
///
/// ```swift
/// Text("Updated yesterday").foregroundStyle(.tertiary)
/// ```
///
/// Where no foreground style is set the levels are the label colors; under `foregroundStyle(_:_:)` they are the
/// styles it names; under a single color, and past the last style named, the last one made as translucent as the
/// label colors are (0.6 for the secondary level, 0.3 for the tertiary, 0.18 for the quaternary).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// 0 for the primary level, 3 for the quaternary.
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    private init(level: Int) {
        self.level = level
    }

    /// The level `Color.primary` or `Color.secondary` stands for where a foreground style is expected, as SwiftUI
    /// reads `.foregroundStyle(.secondary)`; nil for any other color.
    init?(_ color: Color) {
        switch color {
        case .primary: level = 0
        case .secondary: level = 1
        default: return nil
        }
    }

    /// How opaque each level draws the color it derives from, as Apple's label colors are.
    private static let opacities = [1, 0.6, 0.3, 0.18]

    /// The level's color where no foreground style is set.
    var labelColor: Color {
        [Color.primary, .secondary, Color(.tertiaryLabel), Color(.quaternaryLabel)][level]
    }

    /// The level's color under the foreground style whose levels are `levels`, nil for none set.
    package func color(in levels: [Color]?) -> Color {
        guard let levels, let last = levels.last else { return labelColor }
        if level < levels.count {
            return levels[level]
        }
        return last.opacity(Self.opacities[level] / Self.opacities[levels.count - 1])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
