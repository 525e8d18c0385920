import Foundation
import SpecUICompiler

/// The specs `preview` reads (SPEC plus every spec in its unit directory) and what checking them found.
package struct PreviewUnit: Sendable {
    /// The spec files of the unit, SPEC first, spelled as `check` spells them.
    package var paths: [String]
    /// The unit's specs in the order `check` reads them.
    package var sources: [SpecSource]
    package var result: CheckResult
    /// The view SPEC declares; nil when the unit has errors or SPEC declares only types.
    package var viewName: String?
    /// The directory whose specs are read with SPEC: SPEC's own, or `--specs DIR`.
    package var directory: String

    /// Finds, reads and checks the unit of `options`; a missing file or directory is an I/O error.
    package static func load(_ options: PreviewOptions) throws(PreviewOptions.UsageError) -> PreviewUnit {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.spec, isDirectory: &isDirectory) else {
            throw PreviewOptions.UsageError(message: SpecFiles.Message.missing(options.spec))
        }
        guard !isDirectory.boolValue else {
            throw PreviewOptions.UsageError(message: "SPEC must be a spec file, not the directory '\(options.spec)'")
        }
        guard SpecFiles.isSpecName(options.spec) else {
            throw PreviewOptions.UsageError(message: SpecFiles.Message.notASpec(options.spec))
        }
        let specKey = key(options.spec)
        let sources: [SpecSource]
        // Spelled as `check` and `compile` spell them: no `./`, relative to the current directory inside it.
        let currentDirectory = FileManager.default.currentDirectoryPath
        var paths = [PackagePath.normalize(options.spec, currentDirectory: currentDirectory)]
        do throws(SpecFiles.Failure) {
            for path in try SpecFiles.unit([options.unitDirectory], currentDirectory: currentDirectory)
            where key(path) != specKey {
                paths.append(path)
            }
            // Checked in the order `check` reads them, so that a name declared in two specs is reported at the
            // same one of its two places, whichever of them is SPEC.
            sources = try SpecFiles.read(paths.sorted())
        } catch {
            throw PreviewOptions.UsageError(message: error.message)
        }
        let disabledWarnings: Set<String>
        switch ConfigFile.disabledWarnings(options.disabledWarnings, config: options.config) {
        case .success(let warnings): disabledWarnings = warnings
        case .failure(let problems):
            throw PreviewOptions.UsageError(message: problems.messages.joined(separator: "\nspecui: error: "))
        }
        let result = Pipeline.check(sources, options: UnitChecker.Options(disabledWarnings: disabledWarnings))
        let viewName =
            result.hasErrors ? nil : result.unit?.files.first { key($0.path) == specKey }?.view?.name.name
        return PreviewUnit(
            paths: paths, sources: sources, result: result, viewName: viewName, directory: options.unitDirectory)
    }

    /// The bindings SPEC's view declares, in written order; nil when there is no view to show.
    package var viewBindingNames: [String]? {
        guard let name = viewName, let view = result.unit?.view(named: name) else { return nil }
        return view.bindings.map(\.name.name)
    }

    /// For a unit whose errors are all in specs other than SPEC, and name no place in it: why SPEC, which has
    /// none, is not shown. An error with a note in SPEC (a view declared again elsewhere) tells why itself.
    package var othersErrorsNote: String? {
        let spec = Self.key(paths[0])
        let errors = result.diagnostics.filter { $0.severity == .error }
        let touchesSpec = errors.contains { error in
            Self.key(error.file) == spec || error.notes.contains { Self.key($0.file) == spec }
        }
        guard !errors.isEmpty, !touchesSpec else { return nil }
        return "'\(paths[0])' has no error, but it is checked with every spec of '\(directory)', "
            + "and a unit with an error is not shown; fix it, or give '--specs' a folder of only the specs it uses"
    }

    /// What is shown instead of SPEC's view when the unit has errors, with `--watch` or without: the diagnostics,
    /// then the note of `othersErrorsNote` when SPEC itself has none.
    package var errorReport: String {
        renderedDiagnostics + (othersErrorsNote.map { "specui: note: \($0)\n" } ?? "")
    }

    /// The diagnostics as `check` prints them: compiler-style text with source lines.
    package var renderedDiagnostics: String {
        DiagnosticRenderer(quoting: sources, for: result.diagnostics).render(result.diagnostics, format: .text)
    }

    /// The stamps of the unit's files now, and of any spec added to its directory since, to notice edits.
    package var fileStamps: [String: FileStamp] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let present = (try? SpecFiles.unit([directory], currentDirectory: currentDirectory)) ?? []
        return Dictionary((paths + present).map { ($0, FileStamp(path: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// One spelling per file, so `Specs/A.yaml` and `./Specs/A.yaml` are read once.
    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
