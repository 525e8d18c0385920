/// How a view comes in and goes out when a condition inserts or removes it: `.transition(.slide)`.
///
/// A terminal shows a view inserted or removed in the next frame, as the transition ends; a transition is kept as
/// written, and two compare equal when written alike.
public struct AnyTransition: Hashable, Sendable {
    private indirect enum Kind: Hashable, Sendable {
        case identity, opacity, slide
        case scale(Double)
        case move(Edge)
        case offset(x: Double, y: Double)
        case push(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case animated(Kind, Animation?)
    }

    private let kind: Kind

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    public static let slide = AnyTransition(kind: .slide)
    public static let scale = AnyTransition(kind: .scale(0))

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(kind: .scale(Double(scale)))
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(kind: .offset(x: Double(x), y: Double(y)))
    }

    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(kind, other.kind))
    }

    /// This transition, with the animation it runs with.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(kind: .animated(kind, animation))
    }
}
