import Glibc
import Testing

@testable import SpecUITerminal

@Suite(.serialized) struct TerminalHostTests {
    /// A pseudo-terminal pair: the host talks to `follower`, the test plays the terminal on `leader`.
    private struct PseudoTerminal {
        var leader: Int32 = -1
        var follower: Int32 = -1

        init(columns: UInt16, rows: UInt16) {
            var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            _ = openpty(&leader, &follower, nil, nil, &window)
        }

        func readAvailable() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            var fds = [pollfd(fd: leader, events: Int16(POLLIN), revents: 0)]
            while poll(&fds, 1, 100) > 0 {
                let count = read(leader, &chunk, chunk.count)
                guard count > 0 else { break }
                bytes += chunk[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        func close() {
            _ = Glibc.close(leader)
            _ = Glibc.close(follower)
        }
    }

    private func localFlags(_ fd: Int32) -> tcflag_t {
        var state = termios()
        _ = tcgetattr(fd, &state)
        return state.c_lflag
    }

    @Test func entersRawModeAndTheAlternateScreenThenRestoresBoth() throws {
        let pty = PseudoTerminal(columns: 40, rows: 12)
        defer { pty.close() }
        let before = localFlags(pty.follower)
        #expect(before & tcflag_t(ICANON) != 0)
        let host = TerminalHost(input: pty.follower, output: pty.follower)
        #expect(host.isTerminal)
        #expect(host.size() == TerminalSize(columns: 40, rows: 12))
        try host.enter()
        #expect(localFlags(pty.follower) & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(pty.readAvailable() == "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
        host.restore()
        #expect(localFlags(pty.follower) == before)
        #expect(pty.readAvailable() == "\u{1B}[m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test func readsKeysAndResolvesALoneEscape() throws {
        let pty = PseudoTerminal(columns: 20, rows: 5)
        defer { pty.close() }
        let host = TerminalHost(input: pty.follower, output: pty.follower)
        try host.enter()
        defer { host.restore() }
        _ = pty.readAvailable()
        _ = write(pty.leader, "\u{1B}[Bq", 4)
        #expect(host.nextEvent(timeout: 500) == .keys([.down, .character("q")]))
        _ = write(pty.leader, "\u{1B}", 1)
        #expect(host.nextEvent(timeout: 500) == .keys([]))
        #expect(host.nextEvent(timeout: 500) == .keys([.escape]))
    }

    @Test func windowSizeChangeWakesTheLoop() throws {
        let pty = PseudoTerminal(columns: 20, rows: 5)
        defer { pty.close() }
        let host = TerminalHost(input: pty.follower, output: pty.follower)
        try host.enter()
        defer { host.restore() }
        var window = winsize(ws_row: 7, ws_col: 30, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.leader, UInt(TIOCSWINSZ), &window)
        _ = kill(getpid(), SIGWINCH)
        #expect(host.nextEvent(timeout: 500) == .resize(TerminalSize(columns: 30, rows: 7)))
    }

    @Test func notATerminalIsReported() {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        defer {
            close(fds[0])
            close(fds[1])
        }
        let host = TerminalHost(input: fds[0], output: fds[1])
        #expect(!host.isTerminal)
        #expect(throws: TerminalError.notATerminal) { try host.enter() }
    }
}
