/// How a `Stepper` steps: an `Int` in place, within its bounds, or any other value (or none) through actions.
enum StepperStepping {
    /// An `Int` stepped by `step`, stopping at the range's bounds (and at `Int.min` and `Int.max`).
    case integer(value: Binding<Int>, range: ClosedRange<Int>?, step: Int)
    /// The actions the buttons run as the stepper is drawn, nil for a button at its bound.
    case actions(@MainActor () -> Actions)

    /// What each button does now, and what the stepper shows for its value.
    struct Actions {
        var increment: (@MainActor () -> Void)?
        var decrement: (@MainActor () -> Void)?
        /// The value as it describes itself, its accessibility value; nil for a stepper of actions, which has none.
        var valueText: String?
    }

    /// Steps `value` by `step`, as SwiftUI's stepper of a `Strideable` value does: a button is enabled while the
    /// value has not reached its bound, and a step that would pass the bound stops at it. An `Int` keeps the
    /// integer stepping, which stops at `Int.min` and `Int.max` too. `describe` writes the value's accessibility value,
    /// which is otherwise the value as it describes itself (or, for an `Int`, the number).
    @MainActor
    init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void, describe: ((V) -> String)? = nil
    ) {
        if describe == nil, let integer = value as? Binding<Int>, let step = step as? Int {
            let edited = Binding<Int>(
                location: integer.location, get: { integer.wrappedValue },
                set: { newValue in
                    MainActor.assumeIsolated { Self.edit(onEditingChanged) { integer.wrappedValue = newValue } }
                })
            self = .integer(value: edited, range: bounds as? ClosedRange<Int>, step: step)
            return
        }
        self = .actions {
            let current = value.wrappedValue
            let increment: (@MainActor () -> Void)? = {
                let next = value.wrappedValue.advanced(by: step)
                value.wrappedValue = bounds.map { min(next, $0.upperBound) } ?? next
            }
            let decrement: (@MainActor () -> Void)? = {
                let next = value.wrappedValue.advanced(by: -step)
                value.wrappedValue = bounds.map { max(next, $0.lowerBound) } ?? next
            }
            return Actions(
                increment: bounds.map { current < $0.upperBound } ?? true
                    ? Self.editing(increment, onEditingChanged) : nil,
                decrement: bounds.map { current > $0.lowerBound } ?? true
                    ? Self.editing(decrement, onEditingChanged) : nil,
                valueText: describe?(current) ?? "\(current)")
        }
    }

    /// `action` run as an edit, nil without one.
    static func editing(
        _ action: (@MainActor () -> Void)?, _ onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) -> (@MainActor () -> Void)? {
        guard let action else { return nil }
        return { edit(onEditingChanged, action) }
    }

    /// Runs one step as an edit: `onEditingChanged` hears `true` before it and `false` after it.
    @MainActor
    static func edit(_ onEditingChanged: @MainActor (Bool) -> Void, _ step: @MainActor () -> Void) {
        onEditingChanged(true)
        step()
        onEditingChanged(false)
    }
}
