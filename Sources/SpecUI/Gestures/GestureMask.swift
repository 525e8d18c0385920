/// Which gestures an attached gesture leaves working: its own (`.gesture`), the views' inside (`.subviews`), both
/// (`.all`) or neither (`.none`).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
    public static let none: GestureMask = []
}
