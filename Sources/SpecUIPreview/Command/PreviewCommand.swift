import Foundation
import SpecUI
import SpecUICompiler
import SpecUITerminal

/// `specui preview SPEC ...`: runs a spec's view through the interpreter, interactively or as one printed frame.
@MainActor
package enum PreviewCommand {
    package nonisolated static let subcommand = Subcommand(
        name: "preview",
        summary: "show a spec's view in the terminal, or print one frame of it",
        usage: """
            specui preview SPEC [--specs DIR] [--preview NAME] [--set name=value]...
                           [--size WxH] [--snapshot] [--tap ID]... [--type ID=text]...
                           [--increment ID]... [--decrement ID]...
                           [--trace] [--color auto|always|never] [--layout-direction ltr|rtl]
                           [--color-scheme light|dark] [--watch]
                           [--disable-warning CODE]... [--config FILE]
            """,
        details: """
            SPEC                     the spec whose view is shown (a .yaml or .yml file)
            --specs DIR              the specs it is checked with (default: SPEC's directory)
            --preview NAME           start from the inputs of the spec's preview NAME
            --set name=value         set a prop, binding or state (spec expression syntax; text for a String)
            --size WxH               the frame size of a snapshot, each from 1 to 1000 (default: 80x24)
            --snapshot               print one frame as text (also when stdout is not a terminal, and with
                                     --size or an event: --tap, --type, --increment or --decrement)
            --tap ID                 before the snapshot, tap the control with accessibilityIdentifier ID,
                                     or else the button or toggle labelled ID
            --type ID=text           before the snapshot, type text into the text field ID (after its text)
            --increment ID           before the snapshot, step the stepper ID (accessibilityIdentifier or
            --decrement ID           label) up or down once, like its + and - buttons
            --trace                  print each body evaluation on stderr, then the counts per view
            --color auto|always|never
                                     colors and styles as ANSI escapes; a snapshot is plain text unless
                                     'always'; 'never' drops the colors, and a live session keeps bold,
                                     underline and the reverse video that marks focus; the flag wins over NO_COLOR
            --layout-direction ltr|rtl
                                     the layout direction views see (default: ltr)
            --color-scheme light|dark
                                     the color scheme views see (default: light)
            --watch                  reload the specs when they change, keeping the state that still fits
                                     (live in a terminal only: not with --snapshot, --size or events)
            --disable-warning CODE   do not report warnings with this code, as check does
            --config FILE            read disabled warnings from a JSON file, as check does

            An option that takes one value is given at most once; --set, --tap, --type, --increment,
            --decrement and --disable-warning may be repeated, with one --set per input.
            """,
        run: { arguments, io in
            // `specui` runs its commands on the main thread, where the views live.
            nonisolated(unsafe) let io = io
            return MainActor.assumeIsolated { run(arguments, io: io) }
        })

    /// Runs `preview`; interactive when `terminal` (stdin and stdout are a terminal) whose TERM is not `dumb`, and
    /// `--snapshot` is absent.
    package static func run(
        _ arguments: [String], io: CommandIO, environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: Bool = TerminalHost().isTerminal, terminalSize: () -> TerminalSize? = { TerminalHost().size() }
    ) -> ExitCode {
        if subcommand.printsHelp(for: arguments, io: io) { return .success }
        let options: PreviewOptions
        switch PreviewOptions.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure): return subcommand.usageError(failure.message, io: io)
        }
        // A terminal whose TERM is `dumb` cannot move its cursor, which a live preview draws with: it gets the
        // snapshot, as a pipe does.
        let isDumb = environment["TERM"] == "dumb"
        // A live preview that cannot run would otherwise be a snapshot, ignoring `--watch`.
        if options.watch && (!terminal || isDumb) {
            io.writeError("specui: error: \(isDumb ? Self.watchNeedsCursorMoves : Self.watchNeedsATerminal)\n")
            return .usageOrIO
        }
        let unit: PreviewUnit
        do throws(PreviewOptions.UsageError) {
            unit = try PreviewUnit.load(options)
        } catch {
            io.writeError("specui: error: \(error.message)\n")
            return .usageOrIO
        }
        let interactive = terminal && !isDumb && !options.snapshot
        if interactive && options.watch {
            return PreviewWatcher(options: options, io: io, environment: environment).run(first: unit)
        }
        if unit.result.hasErrors {
            io.writeError(unit.errorReport)
            return .specErrors
        }
        // `--preview` and `--set` name inputs and values the spec must have: when it has not, the arguments
        // were wrong, not the spec.
        let preview: PreviewInstance
        do throws(PreviewOptions.UsageError) {
            preview = try PreviewInstance(unit: unit, options: options)
        } catch {
            io.writeError("specui: error: \(error.message)\n")
            return .usageOrIO
        }
        if let note = preview.zeroValueNote {
            io.writeError("specui: note: \(note)\n")
        }
        // Events change nothing a binding holds: scripted ones, or a user's in a live preview.
        if !options.events.isEmpty || interactive, let bindings = unit.viewBindingNames, !bindings.isEmpty {
            io.writeError("specui: note: \(Self.constantBindingsNote(bindings))\n")
        }
        if interactive {
            return runInteractive(preview, options: options, io: io, environment: environment)
        }
        // On a dumb terminal the snapshot takes the terminal's size, as the live preview would have.
        var snapshotOptions = options
        if terminal, isDumb, !options.snapshot, let size = terminalSize() { snapshotOptions.size = size }
        return snapshot(preview, options: snapshotOptions, io: io, environment: environment)
    }

    /// For scripted events, or a live preview, on a view with bindings, which a preview holds constant as SwiftUI's
    /// previews do.
    static func constantBindingsNote(_ bindings: [String]) -> String {
        let listed = bindings.map { "'\($0)'" }.joined(separator: ", ")
        return "the view's bindings (\(listed)) are constants in a preview, as '.constant(...)' passes them: controls "
            + "bound to them do not change"
    }

    static let watchNeedsATerminal =
        "'--watch' runs the live preview, which needs a terminal; standard input or output is not one"

    static let watchNeedsCursorMoves =
        "'--watch' runs the live preview, which moves the terminal's cursor, and TERM is 'dumb', a terminal that "
        + "cannot move it"

    /// Applies the scripted events, prints the frame on stdout and the trace and runtime errors on stderr.
    ///
    /// An event that finds no enabled control to act on is a usage error (2); a runtime error of the spec's own
    /// behaviour, such as duplicate ids or an overflow, is a spec error (1).
    static func snapshot(
        _ preview: PreviewInstance, options: PreviewOptions, io: CommandIO, environment: [String: String]
    ) -> ExitCode {
        var problems: [String] = []
        let snapshot = ScriptedSnapshot(
            host: preview.host, size: options.size, events: options.events,
            color: options.color.snapshotMode(environment: environment), trace: options.trace,
            problems: {
                problems = preview.renderedProblems.map { String($0.dropLast()) }
                return problems
            })
        if snapshot.failed {
            io.writeError("specui: error: \(snapshot.errorOutput)\n")
            return .usageOrIO
        }
        io.writeOutput(snapshot.output)
        io.writeError(snapshot.errorOutput)
        return problems.isEmpty ? .success : .specErrors
    }

    /// Runs the live preview until the user quits, then prints the trace and runtime errors; a runtime error of
    /// the spec's own behaviour exits 1, as it does after a snapshot.
    static func runInteractive(
        _ preview: PreviewInstance, options: PreviewOptions, io: CommandIO, environment: [String: String]
    ) -> ExitCode {
        // Each runtime error, and with `--trace` each body evaluation, is written as it happens: on a terminal the
        // session holds what it writes until it ends, and writes it out then, also when a signal ends it; a file or
        // a pipe gets it at once (`tail -f`).
        var written = Written()
        do throws(TerminalError) {
            try TerminalRenderer.runInteractive(
                host: preview.host, color: options.color.interactiveMode(environment: environment),
                afterFrame: { writeNew(of: preview, written: &written, options: options, io: io) })
        } catch {
            io.writeError("specui: error: \(error)\n")
            return .usageOrIO
        }
        let problems = preview.renderedProblems
        return endSession(problems: problems, written: written, host: preview.host, options: options, io: io)
    }

    /// How many runtime errors and trace lines a live preview wrote while it ran.
    struct Written {
        var problems = 0
        var trace = 0
    }

    /// Writes the runtime errors of `preview`, and with `--trace` the lines of its trace, that are not `written` yet.
    static func writeNew(of preview: PreviewInstance, written: inout Written, options: PreviewOptions, io: CommandIO) {
        if preview.problems.count > written.problems {
            io.writeError(preview.renderedProblems[written.problems...].joined())
            written.problems = preview.problems.count
        }
        let trace = preview.host.trace
        if options.trace, trace.count > written.trace {
            io.writeError(trace[written.trace...].map { $0 + "\n" }.joined())
            written.trace = trace.count
        }
    }

    /// What a live preview prints once the user has quit: the runtime errors not `written` yet, then with `--trace`
    /// the rest of the trace of `host` and the body evaluations of each view. A runtime error of the spec's own
    /// behaviour exits 1.
    static func endSession(
        problems: [String], written: Written = Written(), host: ViewHost, options: PreviewOptions, io: CommandIO
    ) -> ExitCode {
        io.writeError(problems[min(written.problems, problems.count)...].joined())
        if options.trace {
            let trace = host.trace
            io.writeError(
                trace[min(written.trace, trace.count)...].map { $0 + "\n" }.joined()
                    + ScriptedSnapshot.summary(host.bodyEvaluations) + "\n")
        }
        return problems.isEmpty ? .success : .specErrors
    }
}
