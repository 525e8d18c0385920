/// The parts of the screen a view can extend under: `.ignoresSafeArea(.keyboard)`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The bars and the screen's own insets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The room a software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
