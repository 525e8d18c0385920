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
                let options = ["--format", "--disable-warning", "--config"]
                return .init(message: CommandArguments.unknownOption(name, for: "check", among: options))
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
        let neighbours = leftOutNeighbours(of: diagnostics, sources: sources)
        // A close name for what a left-out spec may declare is a guess: told, but not applied as a fix-it.
        var diagnostics = diagnostics.map { diagnostic in
            guard Self.mayBeDeclaredBeside(diagnostic), neighbours[diagnostic.file] != nil else {
                return diagnostic
            }
            var shown = diagnostic
            shown.fixIt = nil
            return shown
        }
        let note = leftOutNeighboursNote(diagnostics, sources: sources, neighbours: neighbours)
        // JSON holds diagnostics alone: the note is one of the diagnostic it explains.
        if format == .json, let note {
            let unknown = diagnostics[note.diagnostic]
            var explained = Diagnostic.Note(message: "", file: unknown.file, range: unknown.range)
            // Paths, whole: not names that a message may shorten.
            explained.message = note.message
            diagnostics[note.diagnostic].notes.append(explained)
        }
        let rendered = DiagnosticRenderer(quoting: sources, for: diagnostics).render(diagnostics, format: format)
        if !rendered.isEmpty { io.writeError(rendered) }
        if format == .text, let note {
            io.writeError("specui: note: \(note.message)\n")
        }
        return diagnostics.contains { $0.severity == .error } ? .specErrors : .success
    }

    /// The codes of a type or view reported unknown, which a spec the unit leaves out may declare.
    static let unknownDeclarationCodes: Set<String> = ["unknown-type", "unknown-view"]

    /// Whether `diagnostic` reports a type or view unknown that a spec the unit leaves out may declare: not one
    /// whose fix-it mends its spelling (`Text "hi"` and `Image:star` lack a `:`), which no spec declares.
    static func mayBeDeclaredBeside(_ diagnostic: Diagnostic) -> Bool {
        guard unknownDeclarationCodes.contains(diagnostic.code) else { return false }
        guard let replacement = diagnostic.fixIt?.replacement else { return true }
        return SwiftIdentifier.isValid(replacement)
    }

    /// For each spec of the unit with a type or view reported unknown, the specs in its folder that the unit leaves
    /// out, when there are any: one of them may declare it, as the `Types.yaml` beside a spec checked on its own
    /// does.
    static func leftOutNeighbours(of diagnostics: [Diagnostic], sources: [SpecSource]) -> [String: [String]] {
        let unit = Set(sources.map(\.path))
        var neighbours: [String: [String]] = [:]
        var read: Set<String> = []
        // A folder is listed once, however many of its specs have something unknown.
        var leftOutOfFolder: [String: [String]] = [:]
        for diagnostic in diagnostics
        where mayBeDeclaredBeside(diagnostic) && unit.contains(diagnostic.file) {
            guard read.insert(diagnostic.file).inserted else { continue }
            let folder = PackagePath.folder(of: diagnostic.file)
            let leftOut =
                leftOutOfFolder[folder] ?? SpecFiles.leftOutNeighbours(of: diagnostic.file, unit: unit)
            leftOutOfFolder[folder] = leftOut
            if !leftOut.isEmpty { neighbours[diagnostic.file] = leftOut }
        }
        return neighbours
    }

    /// For the first type or view reported unknown, the index of its diagnostic, when its spec's folder holds specs
    /// the unit leaves out (`neighbours`), and a note saying that they may declare it.
    static func leftOutNeighboursNote(
        _ diagnostics: [Diagnostic], sources: [SpecSource], neighbours: [String: [String]]
    ) -> (diagnostic: Int, message: String)? {
        let unit = Set(sources.map(\.path))
        let index = diagnostics.firstIndex { mayBeDeclaredBeside($0) && unit.contains($0.file) }
        guard let index, case let file = diagnostics[index].file, let leftOut = neighbours[file] else { return nil }
        let folder = PackagePath.folder(of: file)
        let count = leftOut.count == 1 ? "'\(leftOut[0])'" : "\(leftOut.count) specs"
        return (
            index,
            "'\(file)' is read without \(count) beside it in '\(folder)', where what is unknown may be declared: "
                + "name the folder, '\(folder)', to read them together"
        )
    }
}
