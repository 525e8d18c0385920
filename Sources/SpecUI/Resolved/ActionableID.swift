/// The stable handle of an interactive view: the same while the view keeps its identity.
public struct ActionableID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public var description: String { "#\(rawValue)" }

    public static func < (lhs: ActionableID, rhs: ActionableID) -> Bool { lhs.rawValue < rhs.rawValue }
}
