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

        /// Whether `diagnostic` is reported: errors and notes always, warnings unless disabled.
        package func reports(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.severity != .warning || !disabledWarnings.contains(diagnostic.code)
        }
    }

    /// The codes of the warnings checking reports, which `Options.disabledWarnings` may name.
    package static let warningCodes: [String] = [
        "large-body", "long-modifier-chain", "unused-state", "unused-prop",
        "computed-collection", "unreachable-default",
    ]

    package static func check(
        _ files: [SpecFile],
        options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) -> CheckedUnit {
        var found: [Diagnostic] = []
        let declarations = UnitDeclarations(files, diagnostics: &found)
        let types = TypeDeclChecker(declarations: declarations)
        // One walk of every view's body gives both checks the views it uses.
        let depth = ViewDepthChecker(declarations: declarations)
        let recursion = ViewRecursionChecker(usesByView: depth.usesByView)
        // Files are checked independently against the unit's declarations, across all cores.
        let checked = files.concurrentMap { file in
            check(file, declarations: declarations, types: types, recursion: recursion, depth: depth)
        }
        var checkedFiles = files
        for (index, result) in checked.enumerated() {
            found += result.diagnostics
            if let view = result.view { checkedFiles[index].view = view }
        }
        diagnostics += found.filter(options.reports)
        return CheckedUnit(files: checkedFiles, declarations: declarations)
    }

    /// One file's types and view, checked: the view with its types filled in, and what was found.
    private static func check(
        _ file: SpecFile, declarations: UnitDeclarations, types: TypeDeclChecker, recursion: ViewRecursionChecker,
        depth: ViewDepthChecker
    ) -> (view: ViewDecl?, diagnostics: [Diagnostic]) {
        var found: [Diagnostic] = []
        types.check(file, diagnostics: &found)
        guard let view = file.view else { return (nil, found) }
        var viewChecker = ViewChecker(declarations: declarations, file: file.path)
        let checked = viewChecker.check(view)
        found += viewChecker.diagnostics
        // One walk of the body serves the stable-id rules and the lints.
        let uses = NameUses(body: checked.body)
        var stableIDs = StableIDChecker(view: checked, uses: uses, declarations: declarations, file: file.path)
        stableIDs.check()
        found += stableIDs.diagnostics
        if declarations.views[view.name.name] == view {
            recursion.check(view, file: file.path, diagnostics: &found)
            depth.check(view, file: file.path, diagnostics: &found)
        }
        var lints = LintChecker(file: file.path)
        lints.check(checked, uses: uses)
        found += lints.diagnostics
        return (checked, found)
    }

}
