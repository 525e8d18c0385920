/// A gradient around a center, clockwise from one angle to another (0 is the trailing side); a view that fills
/// its room, and a shape style.
public struct AngularGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles, as SwiftUI's defaults are, go the whole way round.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn round `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

extension AngularGradient: View, PrimitiveView {
    public var body: Never { neverBody() }
}

extension AngularGradient: GradientStyle {
    var resolvedGradient: ResolvedGradient {
        ResolvedGradient(gradient, geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle))
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> Self {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> Self {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
