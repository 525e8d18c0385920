/// A translucent backdrop a view is drawn over: `.background(.ultraThinMaterial)`.
///
/// A terminal cannot blur what lies behind a view, so a material draws as gray over that backdrop, the more
/// opaque the thicker it is, blended as a translucent color is (docs/RUNTIME.md).
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the gray covers the backdrop, from 0 to 1.
    let opacity: Double

    /// The color a terminal draws the material in.
    var color: Color { Color.gray.opacity(opacity) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(opacity: 0.2) }
    public static var thinMaterial: Material { Material(opacity: 0.35) }
    public static var regularMaterial: Material { Material(opacity: 0.5) }
    public static var thickMaterial: Material { Material(opacity: 0.65) }
    public static var ultraThickMaterial: Material { Material(opacity: 0.8) }
    /// The material of a bar: a regular one.
    public static var bar: Material { Material(opacity: 0.5) }
}

extension Material {
    public static var ultraThin: Material { .ultraThinMaterial }
    public static var thin: Material { .thinMaterial }
    public static var regular: Material { .regularMaterial }
    public static var thick: Material { .thickMaterial }
    public static var ultraThick: Material { .ultraThickMaterial }
}
