/// A shape as a renderer draws it: its outline, whether it is filled or only stroked, and its color or gradient.
public struct ResolvedShape: Sendable, Equatable {
    /// The outlines of SpecUI's shapes, each filling the rectangle it is given as SwiftUI's does.
    public enum Outline: Sendable, Equatable {
        case rectangle
        /// `cornerRadius` in cells, as every length is.
        case roundedRectangle(cornerRadius: Double)
        /// A rounded rectangle whose corner radius is half its shorter side.
        case capsule
        case ellipse
        /// The largest circle centered in the rectangle.
        case circle
        /// A shape of one's own, drawn from its `path(in:)`.
        case path(ShapePath)
        /// An outline drawn in its room less `by` cells on every side, as `inset(by:)` draws it.
        indirect case inset(Outline, by: Double)
    }

    /// The cells a shape (and a `Color`) takes offered no limit along an axis, a square as a terminal draws one, as
    /// SwiftUI's shapes take a default size.
    package static let idealWidth = 10
    package static let idealHeight = 5

    public var outline: Outline
    /// Whether only the outline is drawn (`stroke`, `strokeBorder`), not the cells inside it.
    public var isStroked: Bool
    /// The color the shape is drawn in; nil for the foreground style around it.
    public var color: Color?
    /// The gradient each cell takes its color from, in place of `color`.
    public var gradient: ResolvedGradient?
    /// Whether a fill of a path covers the points inside it by the even-odd rule, not the nonzero winding rule.
    public var isEvenOdd: Bool

    public init(
        outline: Outline, isStroked: Bool = false, color: Color? = nil, gradient: ResolvedGradient? = nil,
        isEvenOdd: Bool = false
    ) {
        self.outline = outline
        self.isStroked = isStroked
        self.color = color
        self.gradient = gradient
        self.isEvenOdd = isEvenOdd
    }
}
