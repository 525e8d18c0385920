import SpecUI

@testable import SpecUITerminal

/// The rows of the frame `session` draws at `size`, each without its trailing spaces.
@MainActor
func trimmedLines(_ session: TerminalSession, _ size: TerminalSize) -> [String] {
    session.frame(size: size).lines().map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
}
