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
        "computed-collection", "unreachable-default", "name-as-text", "type-as-state-value",
        "word-as-state-value", "nil-as-text", "read-after-change", "frame-without-size",
    ]

    package static func check(
        _ files: consuming [SpecFile],
        options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) -> CheckedUnit {
        var files = files
        let (declarations, found, unreadable) = check(&files, keepingViews: true)
        diagnostics += found.filter(options.reports)
        withdrawSwiftInterpolationFixIts(in: &diagnostics, unreadable: unreadable)
        return CheckedUnit(files: files, declarations: declarations)
    }

    /// Checks `files` for their diagnostics alone, for a caller that does not read the checked unit.
    ///
    /// Each file's trees, decoded and checked, are released on the core that checked the file as soon as it is
    /// checked, instead of by the caller, on one core, once the unit is dropped.
    package static func diagnose(
        _ files: consuming [SpecFile],
        options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) {
        var files = files
        let (_, found, unreadable) = check(&files, keepingViews: false)
        diagnostics += found.filter(options.reports)
        withdrawSwiftInterpolationFixIts(in: &diagnostics, unreadable: unreadable)
    }

    /// Leaves out the fix-it of each `swift-interpolation` warning inside a template of `unreadable` (each file's
    /// templates whose Swift interpolations do not all read in their scope): its braces would make an error.
    private static func withdrawSwiftInterpolationFixIts(
        in diagnostics: inout [Diagnostic], unreadable: [String: [SourceRange]]
    ) {
        guard !unreadable.isEmpty else { return }
        for index in diagnostics.indices where diagnostics[index].code == "swift-interpolation" {
            let range = diagnostics[index].range
            if unreadable[diagnostics[index].file]?.contains(where: {
                $0.start <= range.start && range.end <= $0.end
            }) == true {
                diagnostics[index].fixIt = nil
            }
        }
    }

    /// Checks every file against the unit's declarations, replacing each view with its checked form, or with
    /// nothing when the checked views are not kept.
    private static func check(
        _ files: inout [SpecFile], keepingViews: Bool
    ) -> (declarations: UnitDeclarations, diagnostics: [Diagnostic], unreadable: [String: [SourceRange]]) {
        var found: [Diagnostic] = []
        let declarations = UnitDeclarations(files, diagnostics: &found)
        let types = TypeDeclChecker(declarations: declarations)
        // One walk of every view's body gives both checks the views it uses.
        let depth = ViewDepthChecker(files, declarations: declarations)
        let recursion = ViewRecursionChecker(usesByView: depth.usesByView)
        let bindingWrites = BindingWrites(files, declarations: declarations)
        // Files are checked independently against the unit's declarations, across all cores; the declarations
        // keep no view's body, so the decoded one is released where its checked one was made.
        let checked = files.concurrentUpdate { index, file in
            let result = check(
                file, at: index, declarations: declarations, types: types, recursion: recursion, depth: depth,
                bindingWrites: bindingWrites)
            if file.view != nil { file.view = keepingViews ? result.view : nil }
            return (file.path, result.diagnostics, result.unreadable)
        }
        var unreadable: [String: [SourceRange]] = [:]
        for (path, _, ranges) in checked where !ranges.isEmpty { unreadable[path, default: []] += ranges }
        return (declarations, found + checked.flatMap(\.1), unreadable)
    }

    /// One file's types and view, checked: the view with its types filled in, and what was found.
    private static func check(
        _ file: SpecFile, at index: Int, declarations: UnitDeclarations, types: TypeDeclChecker,
        recursion: ViewRecursionChecker, depth: ViewDepthChecker, bindingWrites: BindingWrites
    ) -> (view: ViewDecl?, diagnostics: [Diagnostic], unreadable: [SourceRange]) {
        var found: [Diagnostic] = []
        types.check(file, diagnostics: &found)
        guard let view = file.view else { return (nil, found, []) }
        var viewChecker = ViewChecker(declarations: declarations, file: file.path)
        let checked = viewChecker.check(view)
        // One walk of the body serves the stable-id rules and the lints.
        let uses = NameUses(body: checked.body)
        found += noteUnreadDeclarations(in: viewChecker.diagnostics, of: checked, uses: uses, file: file.path)
        var stableIDs = StableIDChecker(
            view: checked, uses: uses, declarations: declarations, bindingWrites: bindingWrites, file: file.path)
        stableIDs.check()
        found += stableIDs.diagnostics
        if declarations.declares(view, inFile: index) {
            recursion.check(view, file: file.path, records: declarations.typeTable.records, diagnostics: &found)
            depth.check(view, file: file.path, diagnostics: &found)
        }
        var lints = LintChecker(file: file.path)
        let hasUnknownNames = viewChecker.diagnostics.contains { $0.code == "unknown-name" }
        // A name an error was reported at (`Todo` naming a state) is not also told it is unused.
        let reportedNames = Set(viewChecker.diagnostics.lazy.filter { $0.severity == .error }.map(\.range))
        lints.check(
            checked, uses: uses, hasUnknownNames: hasUnknownNames, shownAsText: viewChecker.namesShownAsText,
            selfIdentifiedCollections: stableIDs.selfIdentifiedCollections, reportedNames: reportedNames)
        found += lints.diagnostics
        return (checked, found, viewChecker.templatesWithUnreadableSwiftInterpolations)
    }

    /// `diagnostics`, where unknown names read in several places are each told the same near prop, binding or
    /// state, which the body reads nowhere (`name` read twice, `nam` declared), with a note at that declaration:
    /// the declaration may be the misspelling.
    private static func noteUnreadDeclarations(
        in diagnostics: [Diagnostic], of view: ViewDecl, uses: NameUses, file: String
    ) -> [Diagnostic] {
        var told: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.code == "unknown-name" {
            if let near = diagnostic.fixIt?.replacement { told[near, default: 0] += 1 }
        }
        guard told.values.contains(where: { $0 > 1 }) else { return diagnostics }
        let declared = view.props.map(\.name) + view.bindings.map(\.name) + view.state.map(\.name)
        return diagnostics.map { diagnostic in
            guard diagnostic.code == "unknown-name", let near = diagnostic.fixIt?.replacement,
                told[near, default: 0] > 1,
                !uses.reads(near), let declaration = declared.first(where: { $0.name == near })
            else { return diagnostic }
            var noted = diagnostic
            noted.notes.append(
                Diagnostic.Note(
                    message: "'\(near)' is declared here and read nowhere else; the declaration may be the misspelling",
                    file: file, range: declaration.range))
            return noted
        }
    }

}
