extension Equatable {
    /// Whether `other` is a value of the same type equal to this one.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// `==` of two values when they are Equatable, `nil` when their type is not.
func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}
