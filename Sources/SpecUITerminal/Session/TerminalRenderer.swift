import Foundation
import Glibc
import SpecUI

/// Draws SpecUI views in a terminal: one scripted frame as text, or an interactive session.
///
/// ```swift
/// let frame = TerminalRenderer.snapshot(CounterView(), events: [.tap("زيادة")])
/// print(frame.text)
/// ```
@MainActor
public enum TerminalRenderer {
    /// Applies `events` to a fresh host of `view`, each to the frame of `size` drawn before it, then draws one frame
    /// of `size`.
    public static func snapshot(
        _ view: some View, size: TerminalSize = TerminalSize(columns: 80, rows: 24), events: [ScriptedEvent] = [],
        color: ColorMode = .plain, layoutDirection: LayoutDirection = .leftToRight
    ) -> Snapshot {
        let host = ViewHost(view, environment: EnvironmentValues(layoutDirection: layoutDirection))
        return snapshot(host: host, size: size, events: events, color: color)
    }

    /// Applies `events` to `host`, each to the frame of `size` drawn before it, as a user sees it, then draws one
    /// frame of `size`.
    ///
    /// The lists stay scrolled, and focus stays, where the last frame drawn of `host` left them.
    public static func snapshot(
        host: ViewHost, size: TerminalSize = TerminalSize(columns: 80, rows: 24), events: [ScriptedEvent] = [],
        color: ColorMode = .plain
    ) -> Snapshot {
        snapshot(of: TerminalSession(host: host), size: size, events: events, color: color)
    }

    /// Applies `events` through `session`, each to the frame of `size` drawn before it, then draws one frame of
    /// `size`; the session remembers, from one call to the next, where focus left a screen to go back to.
    static func snapshot(
        of session: TerminalSession, size: TerminalSize, events: [ScriptedEvent], color: ColorMode
    ) -> Snapshot {
        let host = session.host
        var unmatched: [ScriptedEvent] = []
        for event in events {
            // A `List` builds the rows a frame shows: an event finds the controls an earlier one brought.
            _ = session.frame(size: size)
            if !session.apply(event) { unmatched.append(event) }
        }
        let buffer = session.frame(size: size)
        let lines = buffer.lines()
        let text = FrameEncoder.plainText(lines: lines)
        return Snapshot(
            lines: lines, text: text, ansi: color.usesEscapes ? FrameEncoder.ansiText(buffer, mode: color) : text,
            trace: host.trace,
            bodyEvaluations: host.bodyEvaluations, unmatchedEvents: unmatched, lists: session.lists)
    }

    /// Runs `view` interactively on the terminal until `q`, Ctrl-C or Ctrl-D.
    public static func runInteractive(
        _ view: some View, layoutDirection: LayoutDirection = .leftToRight, color: ColorMode? = nil
    ) throws(TerminalError) {
        let host = ViewHost(view, environment: EnvironmentValues(layoutDirection: layoutDirection))
        try runInteractive(host: host, color: color)
    }

    /// Runs `host` interactively on `terminal` (standard input and output by default) until `q`, Ctrl-C or Ctrl-D:
    /// raw mode and the alternate screen while it runs, the terminal restored on every way out. `color`
    /// defaults to what the environment says the terminal supports. `afterFrame` runs after each frame is drawn;
    /// what it writes on the standard streams is held while the session runs, as a `print` is, and written out when
    /// it ends, by a signal too.
    public static func runInteractive(
        host: ViewHost, terminal: TerminalHost = TerminalHost(), color: ColorMode? = nil,
        afterFrame: () -> Void = {}
    ) throws(TerminalError) {
        guard terminal.isTerminal else { throw .notATerminal }
        let mode = color ?? ColorMode.detect(environment: environment(), isTerminal: true)
        let session = TerminalSession(host: host)
        var writer = DiffWriter(mode: mode == .plain ? .monochrome : mode)
        try terminal.enter()
        defer {
            terminal.restore()
            ViewHost.saveAppStorage()
        }
        var size = terminal.size() ?? TerminalSize(columns: 80, rows: 24)
        terminal.writeFrame(writer.render(session.frame(size: size)))
        afterFrame()
        while true {
            switch terminal.nextEvent(timeout: Self.taskInterval) {
            case .keys(let keys):
                for key in keys {
                    if key == .control("z") {
                        terminal.suspend()
                    } else if session.handle(key) == .quit {
                        return
                    }
                }
            case .resize(let newSize):
                size = newSize
            case .resumed(let newSize):
                size = newSize
                writer.invalidate()
            case .timeout:
                // Tasks the views started (`task`, or an action's `Task { ... }`) run between keys; what they
                // change is drawn as soon as they change it.
                guard runQueuedTasks(of: host) else { continue }
            case .endOfInput:
                return
            }
            // What `@AppStorage` wrote is saved at once, as iOS keeps it: a session ended by a signal or a closed
            // terminal loses nothing.
            ViewHost.saveAppStorage()
            terminal.writeFrame(writer.render(session.frame(size: size)))
            afterFrame()
        }
    }

    /// How long, in milliseconds, the session waits for a key before it lets queued tasks run.
    static let taskInterval: Int32 = 50

    /// Lets the main actor run the jobs queued on it, such as the tasks of `task` modifiers, which a session's
    /// loop of waiting for keys would otherwise never do; true when what they did needs a new frame.
    static func runQueuedTasks(of host: ViewHost) -> Bool {
        RunLoop.main.run(until: Date())
        return host.needsUpdate
    }

    private static func environment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["TERM", "COLORTERM", "NO_COLOR"] {
            if let value = getenv(name) {
                result[name] = String(cString: value)
            }
        }
        return result
    }
}
