/// Runs `body`, whose state changes SwiftUI animates with `animation`, and returns what it returns.
///
/// A terminal shows each change in the next frame whole, which is the frame an animation ends on, so the
/// changes `body` makes are drawn as any others are.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion` once the changes are drawn: after the update
/// that shows them, as SwiftUI runs it once the animation is over.
@MainActor
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try body()
    Task { @MainActor in completion() }
    return result
}
