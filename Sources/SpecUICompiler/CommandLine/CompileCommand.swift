import Foundation
import SpecUIText

/// `specui compile [PATH...] --output DIR [--check] [--only NAME]... [--only-spec SPEC]...
/// [--disable-warning CODE]...`: check specs, write Swift.
package enum CompileCommand {
    package static let subcommand = Subcommand(
        name: "compile",
        summary: "check specs and write one Swift file per view into a directory",
        usage: "specui compile [PATH...] --output DIR [--check] [--only NAME]... [--only-spec SPEC]... "
            + "[--disable-warning CODE]... [--config FILE]",
        details: """
            PATH                     a spec file (.yaml or .yml, in any case), or a directory standing
                                     for every spec below it (default: Specs)
            --output DIR             where the generated files go; files without the specui header are
                                     never touched
            --check                  write nothing; list what would change and exit 1 if anything would
            --only NAME              still check every spec, but write only NAME.swift (a view's name, or
                                     Types) and remove nothing; repeatable, for build systems that run
                                     one command per generated file
            --only-spec SPEC         like --only, for the view the spec SPEC declares, written as
                                     SPEC's file name with .swift (holding only the header when SPEC
                                     declares no view), so the name does not depend on what SPEC says;
                                     with either option, only the diagnostics in the specs written are
                                     printed (for Types, in the specs declaring types and no view), and
                                     no summary line, so a build running one command per file shows each
                                     once; an error in any spec exits 1, and when only other specs have
                                     errors, one line holds the first of them (when the specs written
                                     have errors too, a note counts the others')
            --disable-warning CODE   do not report the warning CODE, one of:
            \(codeList)
            --config FILE            also disable the warnings a JSON file lists, such as
                                     {"disabledWarnings": ["unused-state"]} (the build plugin passes a
                                     target's specui.json)
            """,
        run: { arguments, io in run(arguments, io: io) })

    /// The warning codes, three to a line, indented under the option descriptions.
    private static var codeList: String {
        let codes = Pipeline.warningCodes
        return stride(from: 0, to: codes.count, by: 3).map { start in
            String(repeating: " ", count: 25) + codes[start..<min(start + 3, codes.count)].joined(separator: ", ")
        }.joined(separator: ",\n")
    }

    /// The parsed command line of `compile`.
    package struct Options: Hashable, Sendable {
        package var paths: [String] = []
        package var output: String = ""
        package var check = false
        /// The generated files to write, without `.swift`; empty for all of them.
        package var only: Set<String> = []
        /// The specs whose view to write, each as the spec's own file name with `.swift`.
        package var onlySpecs: [String] = []
        package var disabledWarnings: Set<String> = []
        /// A `ConfigFile` to read more options from.
        package var config: String?

        /// Whether the run writes only the files `--only` and `--only-spec` select.
        var selects: Bool { !only.isEmpty || !onlySpecs.isEmpty }
    }

    /// Runs the compile; 1 when the specs have errors or `--check` finds changes, 2 on usage or I/O errors (an
    /// `--only` or `--only-spec` naming no file of the unit among them).
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
        let result = Pipeline.check(sources, options: checkOptions)
        let status =
            options.selects
            ? reportSelected(result.diagnostics, sources: sources, options: options, io: io)
            : CheckCommand.report(result.diagnostics, sources: sources, format: .text, io: io)
        guard status == .success, let unit = result.unit else { return .specErrors }
        var generated: [GeneratedFile]
        let specPaths = HeaderPaths(
            from: options.output, currentDirectory: FileManager.default.currentDirectoryPath, specs: sources.map(\.path)
        )
        if !options.selects {
            generated = SwiftGenerator.generate(unit, specPaths: specPaths)
        } else {
            // Only the files asked for are generated: a build system runs one such command per file. A name or spec
            // the unit has no file for is a usage error, like any argument that names nothing.
            let names = Set(SwiftGenerator.fileNames(unit))
            for name in options.only.sorted() where !names.contains(name + ".swift") {
                let suggestion = Suggestion.didYouMean(name, among: names.map { String($0.dropLast(6)) }.sorted())
                io.writeError("specui: error: \(Message.notInUnit(name))\(suggestion)\n")
                return .usageOrIO
            }
            var specs: [(path: String, file: SpecFile)] = []
            for spec in options.onlySpecs {
                let path = PackagePath.normalize(spec, currentDirectory: FileManager.default.currentDirectoryPath)
                // Named through a link to its folder, or directly where the unit reached it through one.
                guard
                    let file = unit.files.first(where: { $0.path == path })
                        ?? unit.files.first(where: { SpecFiles.sameSpec($0.path, path) })
                else {
                    io.writeError("specui: error: \(Message.notASpecOfTheUnit(spec))\n")
                    return .usageOrIO
                }
                // The file is named after the spec: a view's in `PreviewRegistry.yaml` would write over the registry.
                if specFileName(path).lowercased() == "previewregistry.swift" {
                    io.writeError("specui: error: \(Message.specNamedLikeRegistry(spec))\n")
                    return .usageOrIO
                }
                specs.append((path, file))
            }
            // `Types.yaml` writes the unit's types (see `specFile`).
            let selected =
                options.only.map { $0 + ".swift" } + specs.compactMap { $0.file.view.map(SwiftGenerator.fileName) }
                + specs.map { specFileName($0.path) }.filter { $0 == "Types.swift" }
            let selectedFiles = SwiftGenerator.generate(unit, selecting: Set(selected), specPaths: specPaths)
            generated = selectedFiles.filter { options.only.contains(String($0.name.dropLast(6))) }
            for (path, file) in specs {
                let written = specFile(
                    path, file: file, generated: selectedFiles, specPaths: specPaths)
                generated.removeAll { $0.name == written.name }
                generated.append(written)
            }
        }
        let unitPaths = Set(sources.map { SwiftStringLiteral.escape(specPaths.spelling($0.path)) })
        return write(generated, specCount: sources.count, options: options, io: io) { file in
            Self.origin(of: file, unitPaths: unitPaths, specPaths: specPaths)
        }
    }

    /// Prints the diagnostics located in the specs a run with `--only` or `--only-spec` writes, and turns every
    /// diagnostic of the unit into an exit status.
    ///
    /// A build system runs one such command per generated file, each checking the whole unit: as each prints only its
    /// own specs' diagnostics, the build shows every diagnostic once. A run failing only for errors in other specs
    /// says so in one line that holds the first of them, so no failing command is silent, and the error is seen even
    /// when the build system stops before running the command of its spec.
    static func reportSelected(
        _ diagnostics: [Diagnostic], sources: [SpecSource], options: Options, io: CommandIO
    ) -> ExitCode {
        let own = reportedSpecs(options, sources: sources)
        let status = CheckCommand.report(
            diagnostics.filter { own.contains($0.file) }, sources: sources, format: .text, io: io)
        guard status == .success else {
            // A build system may stop at this command's failure before running the others' commands: the errors in
            // other specs are counted, so that one build tells how many there are.
            let others = diagnostics.filter { $0.severity == .error && !own.contains($0.file) }
            if !others.isEmpty {
                io.writeError("specui: note: also, \(Message.otherSpecsErrors(DiagnosticRenderer.sorted(others)))\n")
            }
            return status
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return .success }
        // The first of them follows as a note at its place, which a build log links to, without counting it as an
        // error again when its own spec's command prints it too.
        let ordered = DiagnosticRenderer.sorted(errors)
        io.writeError("specui: error: \(Message.errorsInOtherSpecs(ordered))\n")
        var first = ordered[0]
        first.severity = .note
        first.notes = []
        first.fixIt = nil
        _ = CheckCommand.report([first], sources: sources, format: .text, io: io)
        return .specErrors
    }

    /// The specs whose diagnostics a run with `--only` or `--only-spec` prints: each `--only-spec` spec, and the specs
    /// whose top-level keys, as `SpecOutline` reads them (as the build plugin does), declare an `--only` view, or for
    /// `--only Types` declare types and no view.
    static func reportedSpecs(_ options: Options, sources: [SpecSource]) -> Set<String> {
        let currentDirectory = FileManager.default.currentDirectoryPath
        // Each as the unit spells it, which may be through a link to its folder.
        var specs = Set(
            options.onlySpecs.map { spec in
                let path = PackagePath.normalize(spec, currentDirectory: currentDirectory)
                return sources.first(where: { SpecFiles.sameSpec($0.path, path) })?.path ?? path
            })
        guard !options.only.isEmpty else { return specs }
        for source in sources {
            let outline = SpecOutline(text: String(decoding: source.bytes, as: UTF8.self))
            let name = outline.declaresView ? outline.viewName : outline.declaresTypes ? "Types" : nil
            if let name, options.only.contains(name) { specs.insert(source.path) }
        }
        return specs
    }

    /// The file `--only-spec` writes for the spec at `path`: the Swift of the view it declares, named after the
    /// spec's file (`Sources/App/Row.yaml` gives `Row.swift`), or only the header when it declares no view.
    static func specFile(
        _ path: String, file: SpecFile, generated: [GeneratedFile], specPaths: HeaderPaths
    ) -> GeneratedFile {
        let name = specFileName(path)
        if let view = file.view, let swift = generated.first(where: { $0.name == SwiftGenerator.fileName(of: view) }) {
            return GeneratedFile(name: name, contents: swift.contents)
        }
        // A spec named `Types.yaml` without a view writes what a file of that name holds: the unit's types.
        if name == "Types.swift", let types = generated.first(where: { $0.name == "Types.swift" }) {
            return GeneratedFile(name: name, contents: types.contents)
        }
        return GeneratedFile(name: name, contents: SwiftGenerator.render([], from: [path], specPaths: specPaths))
    }

    /// The file `--only-spec` writes for the spec at `path`, named after it: `Row.swift` for `Sources/App/Row.yaml`.
    static func specFileName(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".swift"
    }

    /// Where a generated file came from: whether its header names a spec of this unit, and a spec it names outside
    /// the unit that still exists, from the current directory. A header names its specs as `specPaths` spells them.
    static func origin(of file: OutputFile, unitPaths: Set<String>, specPaths: HeaderPaths) -> OutputPlan.Origin {
        guard let specs = file.headerSpecs else { return OutputPlan.Origin(namesSpecOfUnit: true, otherSpec: nil) }
        let spelling = specs.firstExisting { spelling in
            !unitPaths.contains(SwiftStringLiteral.escape(spelling))
                && specPaths.fileExists(spelling: spelling)
        }
        return OutputPlan.Origin(
            namesSpecOfUnit: unitPaths.contains(where: specs.names),
            otherSpec: spelling.map(specPaths.path(ofSpelling:)))
    }

    /// Brings the output directory up to date with `generated`, or with `--check` only says what would change.
    static func write(
        _ generated: [GeneratedFile],
        specCount: Int,
        options: Options,
        io: CommandIO,
        origin: (OutputFile) -> OutputPlan.Origin
    ) -> ExitCode {
        let directory = OutputDirectory(path: options.output)
        let plan: OutputPlan
        do {
            var existing = try directory.existingFiles()
            if options.selects {
                let names = Set(generated.map(\.name))
                existing = existing.filter { names.contains($0.name) }
            }
            plan = try OutputPlan(generated: generated, existing: existing, origin: origin)
            if !options.check { try directory.apply(plan) }
        } catch let failure as OutputDirectory.Failure {
            io.writeError("specui: error: \(failure.message)\n")
            return .usageOrIO
        } catch let conflict as OutputPlan.Conflict {
            let message =
                conflict.otherUnitSpec.map { Message.ofOtherUnit(conflict.name, in: options.output, spec: $0) }
                ?? Message.notGenerated(conflict.name, in: options.output)
            io.writeError("specui: error: \(message)\n")
            return .usageOrIO
        } catch {
            io.writeError("specui: error: \(error)\n")
            return .usageOrIO
        }
        if options.check {
            io.writeOutput(plan.listing)
            io.writeError(Message.checkSummary(plan, specCount: specCount))
            return plan.isEmpty ? .success : .specErrors
        }
        // A build system shows which files it generates; a summary per command would only repeat the unit's size.
        if !options.selects { io.writeError(Message.summary(plan, specCount: specCount)) }
        return .success
    }

    /// The messages `compile` prints, besides diagnostics.
    enum Message {
        static func notGenerated(_ name: String, in directory: String) -> String {
            "'\(name)' in '\(directory)' was not generated by specui; move it away or rename the view"
        }

        static func ofOtherUnit(_ name: String, in directory: String, spec: String) -> String {
            "'\(name)' in '\(directory)' was generated from '\(spec)', a spec not among those compiled; compile the "
                + "specs of both together, as one unit, or each into a directory of its own"
        }

        static func specNamedLikeRegistry(_ spec: String) -> String {
            "'--only-spec \(spec)' would write 'PreviewRegistry.swift', the file of the unit's previews; rename the spec"
        }

        static func notASpecOfTheUnit(_ spec: String) -> String {
            "'--only-spec \(spec)': not one of the specs compiled"
        }

        /// `not compiled: another spec of the unit has an error, at Row.yaml:8:12`, or for more, how many and in which
        /// specs (`not compiled: other specs of the unit have 4 errors, in 'Row.yaml', 'List.yaml'; the first at
        /// Row.yaml:8:12`). `errors` are sorted.
        static func errorsInOtherSpecs(_ errors: [Diagnostic]) -> String {
            "not compiled: " + otherSpecsErrors(errors)
        }

        /// `another spec of the unit has an error, at Row.yaml:8:12`, or for more, how many and in which specs.
        /// `errors` are sorted.
        static func otherSpecsErrors(_ errors: [Diagnostic]) -> String {
            let first = errors[0]
            let place = "\(first.file):\(first.location)"
            guard errors.count > 1 else {
                return DiagnosticRenderer.visible("another spec of the unit has an error, at \(place)")
            }
            var files: [String] = []
            for error in errors where !files.contains(error.file) { files.append(error.file) }
            let more = files.count > 3 ? " and \(files.count - 3) more" : ""
            let listed = files.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + more
            return DiagnosticRenderer.visible(
                "other specs of the unit have \(errors.count) errors, in \(listed); the first at \(place)"
            )
        }

        static func notInUnit(_ name: String) -> String {
            "'--only \(name)': the unit generates no '\(name).swift'"
        }

        /// `compiled 12 specs: 2 written, 9 unchanged, 1 removed`.
        static func summary(_ plan: OutputPlan, specCount: Int) -> String {
            "compiled \(specs(specCount)): \(plan.writes.count) written, \(plan.unchanged.count) unchanged, "
                + "\(plan.removals.count) removed\n"
        }

        /// `checked 12 specs: 2 to write, 9 unchanged, 1 to remove`, and what to run when anything is stale.
        static func checkSummary(_ plan: OutputPlan, specCount: Int) -> String {
            let counts =
                "checked \(specs(specCount)): \(plan.writes.count) to write, \(plan.unchanged.count) unchanged, "
                + "\(plan.removals.count) to remove\n"
            guard !plan.isEmpty else { return counts }
            return counts + "specui: error: the generated files are out of date; run 'specui compile' without --check\n"
        }

        private static func specs(_ count: Int) -> String {
            count == 1 ? "1 spec" : "\(count) specs"
        }
    }
}
