/// A press held for `minimumDuration`; it ends with `true`, finished: `LongPressGesture().onEnded { _ in pin() }`.
public struct LongPressGesture: Gesture, PerformableGesture {
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    var endedValue: Any { true }

    func perform() {}
}
