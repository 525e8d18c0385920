/// Animates the changes to the modified view that come with a change of `value`, or, written without a value,
/// every change, and the transition a conditional view comes in and goes out with.
///
/// A terminal draws a change in the next frame whole, the frame an animation ends on, so the modifier draws the
/// view as it is and runs no body.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value

    public typealias Body = Never
}

extension _AnimationModifier: TransparentModifier {}

/// The transition a view inserted or removed by a condition shows; drawn as its end, the view itself.
public struct _TransitionModifier: ViewModifier {
    let transition: AnyTransition

    public typealias Body = Never
}

extension _TransitionModifier: TransparentModifier {}

extension View {
    /// Animates the changes to this view that come with a change of `value`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change to this view.
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation, value: 0))
    }

    /// How this view comes in and goes out when a condition inserts or removes it.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }

    /// Changes the transaction of each change that reaches this view: `.transaction { $0.animation = nil }` draws
    /// it without animation. A terminal animates no change, so there is no transaction to change and `transform` is
    /// not called; the view is drawn as it is.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self {
        self
    }

    /// Changes the transaction of each change that reaches this view as `value` changes; not called, as
    /// `transaction(_:)` is not.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> Self {
        self
    }
}
