/// The gradient SwiftUI makes of one color, `Color.blue.gradient`: lighter at the top, the color at the bottom.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let color: Color
}

extension AnyGradient: GradientStyle {
    /// From the color a fifth of the way to white at the top to the color itself at the bottom: white is a stop
    /// before the room, at -4, so that the top, at 0, is four fifths of the way from it to the color.
    var resolvedGradient: ResolvedGradient {
        let stops = [Gradient.Stop(color: .white, location: -4), Gradient.Stop(color: color, location: 1)]
        return ResolvedGradient(Gradient(stops: stops), geometry: .linear(start: .top, end: .bottom))
    }
}

extension Color {
    /// A gradient of this color, as SwiftUI draws one: `.fill(.blue.gradient)`.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
