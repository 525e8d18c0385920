/// A key pressed while focus is inside a view, as `onKeyPress` hands it: the key, the text it types, the modifier
/// keys held and the phase of the press.
public struct KeyPress: Sendable {
    /// Which moments of a press an `onKeyPress` hears.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether an `onKeyPress` action took the key, or leaves it to the views around and the focused control.
    public enum Result: Hashable, Sendable {
        case handled, ignored
    }

    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    /// A terminal reports each key once, as it goes down.
    public let phase: Phases

    public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }
}
