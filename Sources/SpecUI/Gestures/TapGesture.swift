/// A tap, or `count` taps in a row: `TapGesture(count: 2).onEnded { zoomIn() }`.
public struct TapGesture: Gesture, PerformableGesture {
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    var endedValue: Any { () }

    func perform() {}
}
