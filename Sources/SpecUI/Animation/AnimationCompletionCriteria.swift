/// When a `withAnimation` completion runs; both run once the changed frame is drawn in a terminal, which shows
/// the animation's end at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
