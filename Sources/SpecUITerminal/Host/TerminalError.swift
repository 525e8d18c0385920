/// Why the terminal could not be set up.
public enum TerminalError: Error, Equatable, Sendable {
    /// The input is not a terminal, so raw mode is impossible.
    case notATerminal
    /// A system call failed with this errno.
    case systemCall(String, Int32)
}
