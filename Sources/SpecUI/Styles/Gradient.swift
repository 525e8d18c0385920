/// Colors along a line from 0 to 1, each at a location: what a `LinearGradient`, `RadialGradient` or
/// `AngularGradient` spreads over its room.
public struct Gradient: Hashable, Sendable {
    /// One color of a gradient and where it sits, from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The colors spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}
