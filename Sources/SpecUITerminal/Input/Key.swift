/// A key press decoded from terminal input.
public enum Key: Hashable, Sendable {
    case up
    case down
    /// Alt-Up (Option-Up), which moves a list's row up, as dragging it does.
    case optionUp
    /// Alt-Down (Option-Down), which moves a list's row down.
    case optionDown
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case tab
    /// Shift-Tab (CSI Z).
    case backTab
    case enter
    case backspace
    case delete
    case escape
    /// Ctrl-C, read as a byte because raw mode turns off the terminal's own signal keys.
    case interrupt
    /// Another Ctrl-letter combination, named by its lowercase letter.
    case control(Character)
    /// Printable text, including space.
    case character(Character)
    /// Text the terminal pasted (between the bracketed-paste markers), newlines and all, as one key: it is text
    /// for a focused field and never a command.
    case paste(String)
}
