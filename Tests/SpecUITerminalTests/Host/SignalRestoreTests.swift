import Foundation
import Glibc
import SpecUI
import Testing

@testable import SpecUITerminal

/// A signal that ends the preview must leave the terminal as it found it. The test binary runs itself as the
/// child, on a pseudo-terminal, entering raw mode and waiting to be signalled.
@Suite(.serialized) struct SignalRestoreTests {
    private static let childVariable = "SPECUI_SIGNAL_CHILD"

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
    func childWaitsInRawMode() throws {
        let host = TerminalHost()
        try host.enter()
        while true {
            pause()
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
    @MainActor func childRunsInteractively() throws {
        try TerminalRenderer.runInteractive(host: ViewHost(Text("Suspend me")), color: .plain)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
    @MainActor func childPrintsDuringTheSession() throws {
        try TerminalRenderer.runInteractive(host: ViewHost(PrintingView()), color: .plain)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
    @MainActor func childPrintsOnlyInAnAction() throws {
        // This child's test harness has printed to the terminal already, which made its output line buffered.
        bufferStandardOutputFully()
        try TerminalRenderer.runInteractive(
            host: ViewHost(Button("Print") { print("printed from action") }), color: .plain)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
    @MainActor func childStoresASetting() throws {
        let suite = try #require(ProcessInfo.processInfo.environment[Self.suiteVariable])
        try TerminalRenderer.runInteractive(host: ViewHost(StoredSetting(suite: suite)), color: .plain)
    }

    private static let suiteVariable = "SPECUI_STORAGE_SUITE"

    /// What `@AppStorage` wrote is saved as it is written: a session ended by a signal, or a closed terminal, keeps
    /// it, as an iOS app does.
    @Test(arguments: [SIGTERM, SIGHUP]) func appStorageWrittenBeforeASignalIsKept(_ number: Int32) throws {
        let suite = "SpecUISignalTests-\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let (leader, follower) = try openTerminal()
        defer {
            close(leader)
            close(follower)
        }
        let pid = try spawnChild(
            terminal: follower, leader: leader, test: "childStoresASetting", environment: [Self.suiteVariable: suite])
        var output = readUntil("Counts off", from: leader, seconds: 60)
        try #require(output.contains("\u{1B}[?1049h"))
        _ = write(leader, "\t ", 2)
        output += readUntil("Counts on", from: leader, seconds: 5)
        kill(pid, number)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7F == number)
        #expect(UserDefaults(suiteName: suite)?.bool(forKey: "showCounts") == true)
    }

    /// What the process prints during an interactive session, as a body's `print`, is held and written after the
    /// session, below the shell's screen: on the terminal it would draw over the frame. A fatal signal writes it
    /// out too. The first body runs before the session starts, so its line comes first.
    @Test(arguments: [false, true]) func printedOutputIsWrittenAfterTheSession(killed: Bool) throws {
        let (leader, follower) = try openTerminal()
        defer {
            close(leader)
            close(follower)
        }
        let pid = try spawnChild(terminal: follower, leader: leader, test: "childPrintsDuringTheSession")
        var output = readUntil("Tap 0", from: leader, seconds: 60)
        try #require(output.contains("\u{1B}[?1049h"))
        _ = write(leader, "\t ", 2)
        output += readUntil("Tap 1", from: leader, seconds: 5)
        if killed {
            kill(pid, SIGTERM)
        } else {
            _ = write(leader, "q", 1)
        }
        output += readUntil("body run 1 (standard error)", from: leader, seconds: 5)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let during = try #require(output.range(of: "\u{1B}[?1049h"))
        let after = try #require(output.range(of: "\u{1B}[?1049l"))
        #expect(output[..<during.lowerBound].contains("body run 0\r\n"))
        #expect(!output[during.lowerBound..<after.lowerBound].contains("body run 1"))
        #expect(output[after.upperBound...].contains("body run 1\r\nbody run 1 (standard error)\r\n"))
        #expect(killed ? status & 0x7F == SIGTERM : status == 0)
    }

    /// A program that prints nothing before the session, whose standard output would be fully buffered into the
    /// capture, has its lines held a line at a time: a signal that ends it finds them there and writes them out.
    @Test func linesPrintedOnlyDuringTheSessionAreWrittenWhenASignalEndsIt() throws {
        let (leader, follower) = try openTerminal()
        defer {
            close(leader)
            close(follower)
        }
        let pid = try spawnChild(terminal: follower, leader: leader, test: "childPrintsOnlyInAnAction")
        var output = readUntil("\u{1B}[?1049h", from: leader, seconds: 60)
        try #require(output.contains("\u{1B}[?1049h"))
        output += readUntil("Print", from: leader, seconds: 5)
        _ = write(leader, "\t  ", 3)
        // Both taps ran before the signal: the frame is drawn after each key is handled.
        usleep(300_000)
        kill(pid, SIGTERM)
        output += readUntil("printed from action\r\nprinted from action", from: leader, seconds: 5)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let after = try #require(output.range(of: "\u{1B}[?1049l"))
        #expect(output[after.upperBound...].contains("printed from action\r\nprinted from action\r\n"))
        #expect(status & 0x7F == SIGTERM)
    }

    /// SIGTSTP restores the terminal, then stops; SIGCONT enters raw mode and the alternate screen again and
    /// draws the whole frame.
    @Test func stopRestoresTheTerminalAndContinueEntersItAgain() throws {
        let (leader, follower) = try openTerminal()
        defer {
            close(leader)
            close(follower)
        }
        var before = termios()
        tcgetattr(follower, &before)
        let pid = try spawnChild(terminal: follower, leader: leader, test: "childRunsInteractively")
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        let first = readUntil("Suspend me", from: leader, seconds: 60)
        try #require(first.contains("\u{1B}[?1049h") && first.contains("Suspend me"))

        kill(pid, SIGTSTP)
        var status: Int32 = 0
        waitpid(pid, &status, WUNTRACED)
        #expect(status & 0xFF == 0x7F && (status >> 8) & 0xFF == SIGTSTP)
        let stopped = readUntil("\u{1B}[?1049l", from: leader, seconds: 5)
        #expect(stopped.hasSuffix("\u{1B}[m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
        var whileStopped = termios()
        tcgetattr(follower, &whileStopped)
        #expect(whileStopped.c_lflag == before.c_lflag)
        #expect(whileStopped.c_iflag == before.c_iflag)
        #expect(whileStopped.c_oflag == before.c_oflag)

        kill(pid, SIGCONT)
        let resumed = readUntil("Suspend me", from: leader, seconds: 5)
        #expect(resumed.contains("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l"))
        #expect(resumed.contains("\u{1B}[2J") && resumed.contains("Suspend me"))
        var afterContinue = termios()
        tcgetattr(follower, &afterContinue)
        #expect(afterContinue.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)

        kill(pid, SIGTERM)
        waitpid(pid, &status, 0)
        #expect(status & 0x7F == SIGTERM)
        var after = termios()
        tcgetattr(follower, &after)
        #expect(after.c_lflag == before.c_lflag)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGSEGV, SIGABRT])
    func signalRestoresTheTerminalThenEndsTheProcess(_ number: Int32) throws {
        let (leader, follower) = try openTerminal()
        defer {
            close(leader)
            close(follower)
        }
        var before = termios()
        tcgetattr(follower, &before)

        let pid = try spawnChild(terminal: follower, leader: leader)
        var output = readUntil("\u{1B}[?25l", from: leader, seconds: 60)
        let entered = output.contains("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l")
        #expect(entered)
        var during = termios()
        tcgetattr(follower, &during)
        #expect(during.c_lflag & tcflag_t(ICANON) == 0 || !entered)

        kill(pid, number)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        output += readUntil("\u{1B}[?1049l", from: leader, seconds: 5)
        #expect(status & 0x7F == number)
        #expect(output.hasSuffix("\u{1B}[m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
        var after = termios()
        tcgetattr(follower, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
    }

    /// A pseudo-terminal of 40x10 cells: the side the test reads and the side the child runs on.
    private func openTerminal() throws -> (leader: Int32, follower: Int32) {
        var leader: Int32 = -1
        var follower: Int32 = -1
        var window = winsize(ws_row: 10, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&leader, &follower, nil, nil, &window) == 0)
        return (leader, follower)
    }

    private func spawnChild(
        terminal: Int32, leader: Int32, test: String = "childWaitsInRawMode", environment added: [String: String] = [:]
    ) throws -> pid_t {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", test]
        var environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        environment[Self.childVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, target)
        }
        posix_spawn_file_actions_addclose(&actions, leader)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp {
                free(pointer)
            }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        try #require(result == 0)
        return pid
    }

    private func readUntil(_ marker: String, from fd: Int32, seconds: Int) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        let deadline = Date().addingTimeInterval(TimeInterval(seconds))
        while Date() < deadline, poll(&fds, 1, 100) >= 0 {
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
            if String(decoding: bytes, as: UTF8.self).contains(marker) {
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A view whose body prints, to both standard streams, how often its button was tapped.
private struct PrintingView: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("body run \(taps)")
        let _ = FileHandle.standardError.write(Data("body run \(taps) (standard error)\n".utf8))
        Button("Tap \(taps)") { taps += 1 }
    }
}

/// A setting kept in `@AppStorage` of its own store, and a button that turns it on.
private struct StoredSetting: View {
    @AppStorage var showCounts: Bool

    init(suite: String) {
        _showCounts = AppStorage(wrappedValue: false, "showCounts", store: UserDefaults(suiteName: suite))
    }

    var body: some View {
        Button("Counts \(showCounts ? "on" : "off")") { showCounts = true }
    }
}
