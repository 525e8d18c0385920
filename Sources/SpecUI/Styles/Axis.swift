/// The direction a stack lays out its children.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// Axes a view scrolls along: `ScrollView(.horizontal)`, `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
