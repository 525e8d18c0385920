/// A gesture as a terminal performs it: at once, to its end.
@MainActor
protocol PerformableGesture {
    /// What the gesture's `onEnded` actions are handed.
    var endedValue: Any { get }
    /// Performs the gesture to its end, running the actions attached to it.
    func perform()
}
