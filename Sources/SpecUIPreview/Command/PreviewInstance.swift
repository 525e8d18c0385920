import SpecUI
import SpecUICompiler

/// SPEC's view with its inputs applied, running in a headless host.
@MainActor
package struct PreviewInstance {
    package let interpreter: SpecInterpreter
    package let view: InterpretedView
    package let host: ViewHost
    /// `note: no preview chosen; ...` naming the props and bindings that start at zero values and the previews
    /// `--preview` could start from, when `--preview` is absent and `--set` leaves some unset; nil otherwise.
    package let zeroValueNote: String?
    private let problemLog = ProblemLog()
    /// The unit's specs, whose lines the problems quote.
    private let sources: [SpecSource]

    /// Starts SPEC's view from `--preview`, then `--set`, then the state `kept` from before a reload; with a
    /// `recorder` the root remembers its state for the next reload.
    package init(
        unit: PreviewUnit, options: PreviewOptions, kept: [String: Value] = [:], recorder: StateRecorder? = nil
    )
        throws(PreviewOptions.UsageError)
    {
        guard let checked = unit.result.unit, let name = unit.viewName else {
            throw PreviewOptions.UsageError(message: "'\(options.spec)' declares no view to preview")
        }
        let environment = EnvironmentValues(layoutDirection: options.layoutDirection, colorScheme: options.colorScheme)
        interpreter = SpecInterpreter(unit: checked, environment: environment)
        var values: [String: Value] = [:]
        // Each input's value as written, to name both of two settings of one input.
        var written: [String: Substring] = [:]
        for setting in options.settings {
            let input: String
            let value: Value
            do throws(PreviewError) {
                (input, value) = try interpreter.parseSetting(setting, for: name)
            } catch {
                throw PreviewOptions.UsageError(message: error.message)
            }
            // Which of two values was meant cannot be known, as for an option given twice.
            let text = setting.drop { $0 != "=" }.dropFirst()
            if let first = written.updateValue(text, forKey: input) {
                throw PreviewOptions.UsageError(message: "'--set' sets '\(input)' twice: '\(first)' and '\(text)'")
            }
            values[input] = value
        }
        do throws(PreviewError) {
            values.merge(kept) { _, kept in kept }
            view = try interpreter.makeView(named: name, values: values, preview: options.preview)
            let zeroValued =
                options.preview == nil ? interpreter.zeroValuedInputs(of: name, given: Set(values.keys)) : []
            let previews = interpreter.previewNames(of: name)
            let choice =
                previews.isEmpty
                ? "" : " (--preview NAME starts from one of " + previews.map { "'\($0)'" }.joined(separator: ", ") + ")"
            zeroValueNote =
                zeroValued.isEmpty
                ? nil
                : "no preview chosen; props start at zero values: " + zeroValued.joined(separator: ", ") + choice
        } catch {
            throw PreviewOptions.UsageError(message: error.message)
        }
        if let recorder {
            host = ViewHost(StateRecordingView(view: view, recorder: recorder), environment: environment)
        } else {
            host = ViewHost(view, environment: environment)
        }
        // What the first evaluation found, then each problem as it happens.
        let (log, interpreter) = (problemLog, interpreter)
        for problem in interpreter.runtimeErrors.map(RuntimeProblem.located)
            + host.runtimeIssues.map(interpreter.locatedProblem)
        {
            log.add(problem)
        }
        interpreter.onRuntimeError = { log.add(.located($0)) }
        host.onRuntimeIssue = { log.add(interpreter.locatedProblem($0)) }
        sources = unit.sources
    }

    /// The interpreter's runtime errors and the problems the runtime found (such as duplicate ForEach ids, at the
    /// place in the spec of the view they name), in the order they happened, each once.
    package var problems: [RuntimeProblem] {
        problemLog.problems
    }

    /// ``problems`` as `check` prints diagnostics, each with its source line and caret.
    package var renderedProblems: [String] {
        let problems = problems
        let renderer = DiagnosticRenderer(
            quoting: sources,
            for: problems.compactMap {
                guard case .located(let diagnostic) = $0 else { return nil }
                return diagnostic
            })
        return problems.map { $0.rendered(by: renderer) }
    }
}
