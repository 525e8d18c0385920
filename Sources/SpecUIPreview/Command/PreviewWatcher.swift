import Foundation
import SpecUI
import SpecUICompiler
import SpecUITerminal

/// `preview --watch`: the live preview, reloaded when a spec of the unit changes.
///
/// The root view's state is carried over by name when the reloaded spec declares it with the same type; state of
/// nested views starts again. While the unit has errors the frame shows the diagnostics instead.
@MainActor
package struct PreviewWatcher {
    let options: PreviewOptions
    let io: CommandIO
    let environment: [String: String]

    /// How often the spec files' modification times are compared.
    static let pollInterval: TimeInterval = 0.2

    /// Runs until the user quits. Each runtime error, and with `--trace` each body evaluation, is written as it
    /// happens, as a preview without `--watch` writes them, with a note at each reload; once the user quits, the
    /// counts of the body evaluations of the view shown last follow. A runtime error of that view exits 1.
    func run(first: PreviewUnit) -> ExitCode {
        let terminal = TerminalHost()
        do throws(TerminalError) {
            try terminal.enter()
        } catch {
            io.writeError("specui: error: \(error)\n")
            return .usageOrIO
        }
        let (host, preview, written) = loop(first: first, terminal: terminal)
        terminal.restore()
        return PreviewCommand.endSession(
            problems: preview?.renderedProblems ?? [], written: written, host: host, options: options, io: io)
    }

    /// The note written with the trace where the specs were reloaded: the views below it are new, and so are their
    /// counts.
    static let reloadNote =
        "specui: note: the specs were reloaded; the trace goes on with the reloaded views, and "
        + "the counts at the end are theirs"

    /// Draws, handles keys and reloads on change; returns the host shown last, the preview it shows when it shows
    /// the view, and how much of that preview's runtime errors and trace was written.
    private func loop(first: PreviewUnit, terminal: TerminalHost) -> (
        ViewHost, PreviewInstance?, PreviewCommand.Written
    ) {
        let recorder = StateRecorder()
        var unit = first
        var stamps = unit.fileStamps
        let start = makeSession(unit, kept: [:], recorder: recorder)
        var session = start.session
        var preview = start.preview
        // The last session that showed the view, whose focus and scrolling a reload continues from; a frame of
        // diagnostics in between does not replace it.
        var shown = start.preview == nil ? nil : session
        var lastPoll = Date()
        var writer = DiffWriter(mode: options.color.interactiveMode(environment: environment))
        var size = terminal.size() ?? TerminalSize(columns: 80, rows: 24)
        var written = PreviewCommand.Written()
        while true {
            terminal.writeFrame(writer.render(session.frame(size: size)))
            if let preview { PreviewCommand.writeNew(of: preview, written: &written, options: options, io: io) }
            switch terminal.nextEvent(timeout: Int32(Self.pollInterval * 1000)) {
            case .keys(let keys):
                for key in keys {
                    if key == .control("z") {
                        terminal.suspend()
                    } else if session.handle(key) == .quit {
                        return (session.host, preview, written)
                    }
                }
            case .resize(let newSize):
                size = newSize
            case .resumed(let newSize):
                size = newSize
                writer.invalidate()
            case .timeout:
                break
            case .endOfInput:
                return (session.host, preview, written)
            }
            guard Date().timeIntervalSince(lastPoll) >= Self.pollInterval else { continue }
            lastPoll = Date()
            let now = unit.fileStamps
            guard now != stamps else { continue }
            // What was seen is what the next poll compares with, also when it could not be loaded: a file that is
            // gone and comes back, even with its old date, is then a change.
            stamps = now
            do throws(PreviewOptions.UsageError) {
                unit = try PreviewUnit.load(options)
            } catch {
                session = TerminalSession(host: Self.messageHost("specui: error: \(error.message)"))
                preview = nil
                written = PreviewCommand.Written()
                continue
            }
            stamps = unit.fileStamps
            let next = makeSession(unit, kept: recorder.values(fitting: unit), recorder: recorder)
            if let shown { next.session.continueFrom(shown) }
            session = next.session
            preview = next.preview
            written = PreviewCommand.Written()
            if next.preview != nil {
                shown = session
                if options.trace { io.writeError(Self.reloadNote + "\n") }
            }
            writer.invalidate()
        }
    }

    /// The session for `unit`: its view, with the preview showing it, or a text of the diagnostics while it does
    /// not check.
    private func makeSession(
        _ unit: PreviewUnit, kept: [String: Value], recorder: StateRecorder
    ) -> (session: TerminalSession, preview: PreviewInstance?) {
        guard !unit.result.hasErrors else {
            return (TerminalSession(host: Self.messageHost(unit.errorReport)), nil)
        }
        do throws(PreviewOptions.UsageError) {
            let preview = try PreviewInstance(unit: unit, options: options, kept: kept, recorder: recorder)
            return (TerminalSession(host: preview.host), preview)
        } catch {
            return (TerminalSession(host: Self.messageHost("specui: error: \(error.message)")), nil)
        }
    }

    /// What the window shows instead of the view: the diagnostics (or another message) from its top-left corner, as
    /// `check` prints them, so each caret stays under the source line above it; Page Down and Page Up scroll them.
    package static func messageHost(_ text: String) -> ViewHost {
        ViewHost(
            ScrollView {
                Text(text).frame(maxWidth: .infinity, alignment: .topLeading)
            })
    }
}
