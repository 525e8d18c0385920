/// Checks a whole compile unit against every static rule of SPEC-LANGUAGE.md.
///
/// Checking goes on after errors and reports everything it finds; an
/// expression that failed gets no further errors downstream.
package enum UnitChecker {
    /// Choices the caller makes about what to report.
    package struct Options: Hashable, Sendable {
        /// Warning codes to drop, such as `unused-prop` (from `--disable-warning CODE`).
        package var disabledWarnings: Set<String>

        package init(disabledWarnings: Set<String> = []) {
            self.disabledWarnings = disabledWarnings
        }
    }

    /// The codes of the warnings `Options.disabledWarnings` may name.
    package static let warningCodes: [String] = [
        "file-name-mismatch", "large-body", "long-modifier-chain", "unused-state", "unused-prop",
        "computed-collection", "unreachable-default",
    ]

    static func fileNameMismatch(_ view: String, stem: String) -> String {
        "view '\(view)' is declared in a file named '\(stem)'; name the file '\(view).yaml'"
    }

    package static func check(
        _ files: [SpecFile],
        options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) -> CheckedUnit {
        var found: [Diagnostic] = []
        let declarations = UnitDeclarations(files, diagnostics: &found)
        let types = TypeDeclChecker(declarations: declarations)
        let recursion = ViewRecursionChecker(declarations: declarations)
        var checkedFiles = files
        for (index, file) in files.enumerated() {
            types.check(file, diagnostics: &found)
            guard let view = file.view else { continue }
            checkFileName(of: view, path: file.path, diagnostics: &found)
            var viewChecker = ViewChecker(declarations: declarations, file: file.path)
            let checked = viewChecker.check(view)
            found += viewChecker.diagnostics
            var stableIDs = StableIDChecker(view: checked, declarations: declarations, file: file.path)
            stableIDs.check()
            found += stableIDs.diagnostics
            if declarations.views[view.name.name] == view {
                recursion.check(view, file: file.path, diagnostics: &found)
            }
            var lints = LintChecker(file: file.path)
            lints.check(checked)
            found += lints.diagnostics
            checkedFiles[index].view = checked
        }
        diagnostics += found.filter { $0.severity != .warning || !options.disabledWarnings.contains($0.code) }
        return CheckedUnit(files: checkedFiles, declarations: declarations)
    }

    /// The file's stem should be the view's name (§1).
    private static func checkFileName(of view: ViewDecl, path: String, diagnostics: inout [Diagnostic]) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        guard !stem.isEmpty, stem != view.name.name else { return }
        diagnostics.append(
            Diagnostic(
                .warning,
                code: "file-name-mismatch",
                message: fileNameMismatch(view.name.name, stem: stem),
                file: path,
                range: view.name.range
            )
        )
    }
}
