/// An interaction a view recognizes, attached with `gesture(_:)`, `simultaneousGesture(_:)` or
/// `highPriorityGesture(_:)`, whose actions `onEnded` adds.
///
/// ```swift
/// Image(systemName: "heart")
///     .gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
///
/// A terminal has no touches: activating the view (Return, space, `tap`) performs the gesture once to
/// its end, whatever count or duration it asks for.
@MainActor @preconcurrency
public protocol Gesture {
    /// What the gesture reports as it ends: nothing for a tap, whether it finished for a long press.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` with the gesture's value as it ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Performs the gesture, when it is one a terminal can perform.
    func performIfPossible() {
        (self as? any PerformableGesture)?.perform()
    }
}
