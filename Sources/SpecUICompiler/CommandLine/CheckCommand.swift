import SpecUIText

/// `specui check [PATH...] [--format text|json]`: load and check specs, print diagnostics on stderr.
package enum CheckCommand {
    package static let subcommand = Subcommand(
        name: "check",
        summary: "check specs and report problems without writing anything",
        usage: "specui check [PATH...] [--format text|json] [--disable-warning CODE]... [--config FILE]",
        details: """
            PATH                 a spec file (.yaml or .yml, in any case), or a directory standing for
                                 every spec below it (default: Specs)
            --format text|json   diagnostics as compiler-style text (default) or one JSON object per line
            --disable-warning CODE
                                 do not report warnings with this code (repeatable), e.g. unused-state
            --config FILE        also disable the warnings a JSON file lists, such as
                                 {"disabledWarnings": ["unused-state"]}
            """,
        run: { arguments, io in run(arguments, io: io) })

    /// The parsed command line of `check`.
    package struct Options: Hashable, Sendable {
        package var paths: [String] = []
        package var format: DiagnosticRenderer.Format = .text
        package var disabledWarnings: Set<String> = []
        /// A `ConfigFile` to read more options from.
        package var config: String?
    }

    /// Parses `check`'s arguments; the error is the message for a usage error.
    package static func parse(_ arguments: [String]) -> Result<Options, SpecFiles.Failure> {
        var options = Options()
        var format: String?
        let refused = CommandArguments.walk(arguments) {
            options.paths.append($0)
        } option: {
            name, inlineValue, remaining in
            switch name {
            case "--format":
                guard let value = inlineValue ?? remaining.popFirst() else {
                    return .init(message: "'--format' needs a value: text or json")
                }
                if let format { return .init(message: CommandArguments.givenTwice(name, format, value)) }
                guard let parsed = DiagnosticRenderer.Format(rawValue: value) else {
                    return .init(message: "unknown format '\(value)'; use text or json")
                }
                format = value
                options.format = parsed
            case "--config":
                switch CommandArguments.configFile(inlineValue ?? remaining.popFirst(), given: options.config) {
                case .success(let file): options.config = file
                case .failure(let failure): return failure
                }
            case "--disable-warning":
                switch CommandArguments.warningCode(inlineValue ?? remaining.popFirst()) {
                case .success(let code): options.disabledWarnings.insert(code)
                case .failure(let failure): return failure
                }
            default:
                let suggestion = Suggestion.didYouMean(name, among: ["--format", "--disable-warning", "--config"])
                return .init(message: "unknown option '\(name)' for 'check'\(suggestion)")
            }
            return nil
        }
        if let refused { return .failure(refused) }
        if options.paths.isEmpty { options.paths = [SpecFiles.defaultDirectory] }
        return .success(options)
    }

    /// Runs the check and returns 1 when any diagnostic is an error.
    package static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
        if subcommand.printsHelp(for: arguments, io: io) { return .success }
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure): return subcommand.usageError(failure.message, io: io)
        }
        let sources: [SpecSource]
        do {
            sources = try SpecFiles.read(try SpecFiles.unit(options.paths))
        } catch {
            io.writeError("specui: error: \(error.message)\n")
            return .usageOrIO
        }
        guard
            let disabledWarnings = ConfigFile.disabledWarnings(options.disabledWarnings, config: options.config, io: io)
        else { return .usageOrIO }
        let checkOptions = UnitChecker.Options(disabledWarnings: disabledWarnings)
        let diagnostics = Pipeline.diagnostics(of: sources, options: checkOptions)
        return report(diagnostics, sources: sources, format: options.format, io: io)
    }

    /// Writes diagnostics to stderr and turns them into an exit status.
    static func report(
        _ diagnostics: [Diagnostic], sources: [SpecSource], format: DiagnosticRenderer.Format, io: CommandIO
    )
        -> ExitCode
    {
        let diagnostics = withoutGuessedFixIts(diagnostics, sources: sources)
        let rendered = DiagnosticRenderer(quoting: sources, for: diagnostics).render(diagnostics, format: format)
        if !rendered.isEmpty { io.writeError(rendered) }
        if format == .text, let note = leftOutNeighboursNote(diagnostics, sources: sources) { io.writeError(note) }
        return diagnostics.contains { $0.severity == .error } ? .specErrors : .success
    }

    /// The diagnostics, without the fix-it of a type or view reported unknown in a spec whose folder holds specs
    /// the unit leaves out: one of them may declare it, so the close name is a guess the fix-it would apply.
    static func withoutGuessedFixIts(_ diagnostics: [Diagnostic], sources: [SpecSource]) -> [Diagnostic] {
        let unit = Set(sources.map(\.path))
        var hasNeighbours: [String: Bool] = [:]
        return diagnostics.map { diagnostic in
            guard diagnostic.fixIt != nil, ["unknown-type", "unknown-view"].contains(diagnostic.code),
                unit.contains(diagnostic.file)
            else { return diagnostic }
            let leftOut =
                hasNeighbours[diagnostic.file]
                ?? !SpecFiles.leftOutNeighbours(of: diagnostic.file, unit: unit).isEmpty
            hasNeighbours[diagnostic.file] = leftOut
            var shown = diagnostic
            if leftOut { shown.fixIt = nil }
            return shown
        }
    }

    /// For a type or view reported unknown in a spec whose folder holds specs the unit leaves out: they may
    /// declare it, as the `Types.yaml` beside a spec checked on its own does.
    static func leftOutNeighboursNote(_ diagnostics: [Diagnostic], sources: [SpecSource]) -> String? {
        let unit = Set(sources.map(\.path))
        let unknown = diagnostics.first {
            ["unknown-type", "unknown-view"].contains($0.code) && unit.contains($0.file)
        }
        guard let file = unknown?.file else { return nil }
        let neighbours = SpecFiles.leftOutNeighbours(of: file, unit: unit)
        guard !neighbours.isEmpty else { return nil }
        let folder = PackagePath.folder(of: file)
        let count = neighbours.count == 1 ? "'\(neighbours[0])'" : "\(neighbours.count) specs"
        return "specui: note: '\(file)' is read without \(count) beside it in '\(folder)', where what is unknown "
            + "may be declared: name the folder, '\(folder)', to read them together\n"
    }
}
