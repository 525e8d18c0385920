/// A scroll view resting with a view of its target layout at its edge, SwiftUI's `.viewAligned`; a terminal moves
/// it the least that shows the next focused view whole already (see `ScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Equatable, Sendable {
    /// How many views one fling may pass; a terminal is never flung.
    public enum LimitBehavior: Equatable, Sendable {
        case automatic, always, alwaysByFew, alwaysByOne, never
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
