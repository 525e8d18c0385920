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
                           [--trace] [--color auto|always|never] [--layout-direction ltr|rtl]
                           [--watch]
            """,
        details: """
            SPEC                     the spec whose view is shown
            --specs DIR              the specs it is checked with (default: SPEC's directory)
            --preview NAME           start from the inputs of the spec's preview NAME
            --set name=value         set a prop, binding or state (spec expression syntax; text for a String)
            --size WxH               the frame size of a snapshot (default: 80x24)
            --snapshot               print one frame as text (also when stdout is not a terminal)
            --tap ID                 before the snapshot, tap the control with accessibilityIdentifier ID,
                                     or else the button or toggle labelled ID
            --type ID=text           before the snapshot, type text into the text field ID
            --trace                  print each body evaluation on stderr, then the counts per view
            --color auto|always|never
                                     styles as ANSI escapes; a snapshot is plain text unless 'always'
            --layout-direction ltr|rtl
                                     the layout direction views see (default: ltr)
            --watch                  reload the specs when they change, keeping the state that still fits
            """,
        run: { arguments, io in
            // `specui` runs its commands on the main thread, where the views live.
            nonisolated(unsafe) let io = io
            return MainActor.assumeIsolated { run(arguments, io: io) }
        })

    /// Runs `preview`; interactive when `terminal` (stdin and stdout are a terminal) and `--snapshot` is absent.
    package static func run(
        _ arguments: [String], io: CommandIO, environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: Bool = TerminalHost().isTerminal
    ) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            io.writeOutput(subcommand.help)
            return .success
        }
        let options: PreviewOptions
        switch PreviewOptions.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure): return subcommand.usageError(failure.message, io: io)
        }
        let unit: PreviewUnit
        do throws(PreviewOptions.UsageError) {
            unit = try PreviewUnit.load(options)
        } catch {
            io.writeError("specui: error: \(error.message)\n")
            return .usageOrIO
        }
        let interactive = terminal && !options.snapshot
        if interactive && options.watch {
            return PreviewWatcher(options: options, io: io, environment: environment).run(first: unit)
        }
        if unit.result.hasErrors {
            io.writeError(unit.renderedDiagnostics)
            return .specErrors
        }
        let preview: PreviewInstance
        do throws(PreviewOptions.UsageError) {
            preview = try PreviewInstance(unit: unit, options: options)
        } catch {
            io.writeError("specui: error: \(error.message)\n")
            return .specErrors
        }
        if interactive {
            return runInteractive(preview, options: options, io: io, environment: environment)
        }
        return snapshot(preview, options: options, io: io, environment: environment)
    }

    /// Applies the scripted events, prints the frame on stdout and the trace and runtime errors on stderr.
    static func snapshot(
        _ preview: PreviewInstance, options: PreviewOptions, io: CommandIO, environment: [String: String]
    ) -> ExitCode {
        let mode = options.color.snapshotMode(environment: environment)
        for event in options.events {
            let step = TerminalRenderer.snapshot(host: preview.host, size: options.size, events: [event], color: mode)
            if !step.unmatchedEvents.isEmpty {
                io.writeError("specui: error: \(unmatchedMessage(event, host: preview.host))\n")
                return .specErrors
            }
        }
        let frame = TerminalRenderer.snapshot(host: preview.host, size: options.size, color: mode)
        io.writeOutput((mode == .plain ? frame.text : frame.ansi) + "\n")
        let problems = preview.problems
        for problem in problems {
            io.writeError(problem + "\n")
        }
        if options.trace {
            io.writeError(frame.trace.map { $0 + "\n" }.joined() + frame.bodyEvaluationSummary + "\n")
        }
        return problems.isEmpty ? .success : .specErrors
    }

    /// Runs the live preview until the user quits, then prints the trace and runtime errors.
    static func runInteractive(
        _ preview: PreviewInstance, options: PreviewOptions, io: CommandIO, environment: [String: String]
    ) -> ExitCode {
        do throws(TerminalError) {
            try TerminalRenderer.runInteractive(
                host: preview.host, color: options.color.interactiveMode(environment: environment))
        } catch {
            io.writeError("specui: error: \(error)\n")
            return .usageOrIO
        }
        for problem in preview.problems {
            io.writeError(problem + "\n")
        }
        if options.trace {
            io.writeError(preview.host.trace.map { $0 + "\n" }.joined() + summary(preview.host.bodyEvaluations) + "\n")
        }
        return .success
    }

    /// `body-evaluations: A=3 B=1`, views sorted by name.
    static func summary(_ counts: [String: Int]) -> String {
        (["body-evaluations:"] + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }

    /// Why a scripted event found nothing to act on, naming the controls there are.
    static func unmatchedMessage(_ event: ScriptedEvent, host: ViewHost) -> String {
        let handle: String
        let action: String
        switch event {
        case .tap(let id): (handle, action) = (id, "tap")
        case .type(let id, _): (handle, action) = (id, "type into")
        case .increment(let id), .decrement(let id): (handle, action) = (id, "step")
        case .key(let key): return "the key \(key) did nothing"
        }
        if let control = host.actionable(handle) {
            return control.isDisabled
                ? "cannot \(action) '\(handle)': it is disabled"
                : "cannot \(action) '\(handle)': it is a \(control.kind)"
        }
        var handles: [String] = []
        for control in host.actionables {
            for name in [control.accessibilityIdentifier, control.label].compactMap({ $0 })
            where !name.isEmpty && !handles.contains(name) {
                handles.append(name)
            }
        }
        let available =
            handles.isEmpty ? "there are none" : "available: " + handles.map { "'\($0)'" }.joined(separator: ", ")
        return "no control '\(handle)' to \(action)\(Suggestion.didYouMean(handle, among: handles)); \(available)"
    }
}
