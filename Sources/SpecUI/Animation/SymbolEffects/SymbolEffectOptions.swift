/// How a symbol effect runs: how many times, and how fast. A terminal draws no effect, so they are kept as
/// written and change nothing drawn.
public struct SymbolEffectOptions: Hashable, Sendable {
    private var repeatCount: Int?
    private var isRepeating: Bool?
    private var speedFactor = 1.0

    /// The effect's own way of running.
    public static let `default` = SymbolEffectOptions()
    /// Running over and over.
    public static let repeating = SymbolEffectOptions(isRepeating: true)
    /// Running once.
    public static let nonRepeating = SymbolEffectOptions(isRepeating: false)

    /// Running `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// Running `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, running over and over.
    public var repeating: SymbolEffectOptions { with { $0.isRepeating = true } }

    /// These options, running once.
    public var nonRepeating: SymbolEffectOptions { with { $0.isRepeating = false } }

    /// These options, running `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }

    /// These options, running `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedFactor = speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var options = self
        change(&options)
        return options
    }
}
