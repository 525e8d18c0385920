/// How a change is animated: `withAnimation(.easeInOut) { isExpanded.toggle() }`, `.animation(.spring, value:)`.
///
/// A terminal redraws in whole cells, so SpecUI shows the changed state in the next frame, the last frame of the
/// animation; an animation is kept as the curve, duration and repetition asked for, and two compare equal when
/// those are equal.
public struct Animation: Hashable, Sendable {
    /// The curve and its parameters, as written: `"easeInOut"` with `[0.35]`.
    private let curve: String
    private let parameters: [Double]
    private var delay = 0.0
    private var speed = 1.0
    private var repeats: Repetition = .once

    private enum Repetition: Hashable, Sendable {
        case once
        case count(Int, autoreverses: Bool)
        case forever(autoreverses: Bool)
    }

    private init(_ curve: String, _ parameters: [Double] = []) {
        self.curve = curve
        self.parameters = parameters
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: Double) -> Animation { Animation("linear", [duration]) }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", [duration]) }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", [duration]) }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", [duration]) }

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)
        -> Animation
    {
        Animation("timingCurve", [c0x, c0y, c1x, c1y, duration])
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation("spring", [response, dampingFraction, blendDuration])
    }

    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", [duration, 1 - bounce, blendDuration])
    }

    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation("interactiveSpring", [response, dampingFraction, blendDuration])
    }

    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring", [mass, stiffness, damping, initialVelocity])
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy", [duration, extraBounce])
    }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth", [duration, extraBounce])
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy", [duration, extraBounce])
    }

    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var delayed = self
        delayed.delay += delay
        return delayed
    }

    /// The same animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var faster = self
        faster.speed *= speed
        return faster
    }

    /// The same animation, run `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var repeated = self
        repeated.repeats = .count(repeatCount, autoreverses: autoreverses)
        return repeated
    }

    /// The same animation, run again and again.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var repeated = self
        repeated.repeats = .forever(autoreverses: autoreverses)
        return repeated
    }
}
