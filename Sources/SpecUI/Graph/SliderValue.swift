/// A slider's value binding, read and written as a `Double`, with its bounds and step.
struct SliderValue {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    /// The distance between the values a key moves to; `nil` for a slider without a step, which a key moves
    /// by a twentieth of its bounds.
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        value = Binding(get: { Double(binding.wrappedValue) }, set: { binding.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// How far along its bounds the value is, from 0 to 1, clamped as a slider draws a value outside them.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, !value.wrappedValue.isNaN else { return 0 }
        return min(1, max(0, (value.wrappedValue - bounds.lowerBound) / span))
    }

    /// The value one step up (or down), on the grid of steps from the lower bound and within the bounds; `nil`
    /// when the value is at that bound already.
    func stepped(up: Bool) -> Double? {
        let (lower, upper) = (bounds.lowerBound, bounds.upperBound)
        let current = min(upper, max(lower, value.wrappedValue))
        guard up ? current < upper : current > lower else { return nil }
        if let step, !(step > 0) { return up ? upper : lower }
        // Without a step the twentieths are counted from the bounds, so that they land on values such as 0.35.
        let position =
            step.map { (current - lower) / $0 } ?? (current - lower) / (upper - lower) * Self.stepsWithoutStep
        // A value between two steps moves to the next one in the direction of the key, not past it.
        let tolerance = 1e-9
        let steps = up ? (position + tolerance).rounded(.down) + 1 : (position - tolerance).rounded(.up) - 1
        let next = step.map { lower + steps * $0 } ?? lower + (upper - lower) * steps / Self.stepsWithoutStep
        return min(upper, max(lower, next))
    }

    /// How many steps a key takes across the bounds of a slider without a step.
    static let stepsWithoutStep = 20.0
}
