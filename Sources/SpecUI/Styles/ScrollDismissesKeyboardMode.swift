/// How scrolling puts the on-screen keyboard away: `scrollDismissesKeyboard(.interactively)`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable {
        case automatic, immediately, interactively, never
    }

    let mode: Mode

    public static let automatic = ScrollDismissesKeyboardMode(mode: .automatic)
    public static let immediately = ScrollDismissesKeyboardMode(mode: .immediately)
    public static let interactively = ScrollDismissesKeyboardMode(mode: .interactively)
    public static let never = ScrollDismissesKeyboardMode(mode: .never)
}
