/// What goes with a state change as SwiftUI draws it, its animation first: `.transaction { $0.animation = nil }`.
///
/// A terminal draws each change in the next frame whole, so no transaction is animated; a transaction is kept as
/// written, and what it says changes nothing drawn.
public struct Transaction: Sendable {
    /// The animation the change is drawn with; nil for none.
    public var animation: Animation?
    /// Whether the animations of the views the change reaches are turned off.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series, as a drag makes.
    public var isContinuous = false
    /// Whether the velocity of the change is followed, for a spring to carry it on.
    public var tracksVelocity = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body`, whose state changes go with `transaction`, and returns what it returns: a terminal draws the changes
/// in the next frame, as `withAnimation(_:_:)` does.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with the transaction's value at `keyPath` set to `value`: `withTransaction(\.animation, nil) { ... }`.
@discardableResult
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    try body()
}
