/// The compiler's stages, in the order data flows:
///
/// 1. **Syntax** — libyaml's event API turns bytes into `YAMLNode`s with source ranges.
/// 2. **Parsing** — nodes are decoded into the `SpecFile` AST; scalars are read as
///    templates, expressions or literals by position (Expressions/ parses §4–§5).
/// 3. **Checking** — names, types, stable ids and lints over the whole unit; the
///    result is the same AST with types filled in, plus diagnostics.
/// 4. **Lowering** — which subtrees become subviews (`SubviewPlan`), shared by the generator and the interpreter.
/// 5. **Generating** — Swift source for each view and the shared types.
package enum Pipeline {
    /// Loads, decodes and checks a compile unit.
    ///
    /// The unit is checked only when every file loaded and decoded, so a file
    /// with broken YAML does not also show up as unknown names in the others.
    /// Files are loaded and decoded independently, in parallel; diagnostics come
    /// out in input order (every file's load diagnostics, then every file's decode
    /// diagnostics), the same as a serial run. A diagnostic is reported once: an alias
    /// (`*row`) reads its anchored node again, so a mistake written there is found
    /// at every use, but it is one mistake at one place, with a note at each alias
    /// (up to three) that uses it, since its cause may be where the alias puts it.
    package static func check(_ sources: [SpecSource], options: UnitChecker.Options = .init()) -> CheckResult {
        var diagnostics: [Diagnostic] = []
        var aliases: [String: YAMLAliasIndex] = [:]
        guard let files = decodeUnit(sources, diagnostics: &diagnostics, aliases: &aliases) else {
            withdrawUncheckedFixIts(&diagnostics)
            return CheckResult(unit: nil, diagnostics: reported(diagnostics, options: options, aliases: aliases))
        }
        let unit = UnitChecker.check(consume files, options: options, diagnostics: &diagnostics)
        return CheckResult(unit: unit, diagnostics: reported(diagnostics, options: options, aliases: aliases))
    }

    /// The diagnostics `options` reports, each once, in the order found, each inside an aliased node with a note
    /// at the aliases instead of one at its own place, and no fix-it inside a node aliases read again, that would
    /// remove an anchor, or that overlaps one found before it.
    private static func reported(
        _ diagnostics: [Diagnostic], options: UnitChecker.Options, aliases: [String: YAMLAliasIndex]
    ) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        var once = diagnostics.filter { options.reports($0) && seen.insert($0).inserted }
        keepFixItsApart(&once, aliases: aliases)
        // A view declared again in a copied file is one mistake: the file's name, told to be the view's, which the
        // first file has, is not a second one.
        let duplicates = Set(once.lazy.filter { $0.code == "duplicate-name" }.map { "\($0.file):\($0.range)" })
        if !duplicates.isEmpty {
            once.removeAll { $0.code == "file-name-mismatch" && duplicates.contains("\($0.file):\($0.range)") }
        }
        guard !aliases.isEmpty else { return once }
        return once.map { diagnostic in
            guard let index = aliases[diagnostic.file] else { return diagnostic }
            let uses = index.uses(around: diagnostic.range.start)
            guard !uses.isEmpty else { return diagnostic }
            var noted = diagnostic
            // The written node serves every use of it, so a fix-it made for one use (a name its scope lacks, a value
            // its key does not take) would change the others: only a misspelled key or view, the same in every use,
            // is fixed.
            if !Self.fixedInEveryUse.contains(diagnostic.code) { noted.fixIt = nil }
            // A copy has its original's place, so a note about the original beside a mistake in the copy (the first
            // of two equal ids) points where the diagnostic does; the notes at the aliases say where the copy is.
            noted.notes.removeAll { $0.file == diagnostic.file && $0.range == diagnostic.range }
            for use in uses.prefix(maximumAliasNotes) {
                noted.notes.append(
                    Diagnostic.Note(
                        message: YAMLLoader.Message.usedThroughAlias(use.name), file: diagnostic.file, range: use.range
                    ))
            }
            return noted
        }
    }

    /// Leaves out every fix-it that overlaps one of a diagnostic before it in the same file (two mistakes found in
    /// one node through two aliases of it, say), or whose range holds where an anchored node starts, which would
    /// lose the anchor its aliases read: applying all the fix-its of a run then edits each place once.
    private static func keepFixItsApart(_ diagnostics: inout [Diagnostic], aliases: [String: YAMLAliasIndex]) {
        // Diagnostics at one place that disagree on its fix (one node read through aliases in two places that take
        // different keys) keep none of theirs.
        var fixes: [String: [SourceRange: Diagnostic.FixIt?]] = [:]
        var disagreeing: [String: Set<SourceRange>] = [:]
        for diagnostic in diagnostics {
            if let earlier = fixes[diagnostic.file]?[diagnostic.range], earlier != diagnostic.fixIt {
                disagreeing[diagnostic.file, default: []].insert(diagnostic.range)
            }
            fixes[diagnostic.file, default: [:]][diagnostic.range] = diagnostic.fixIt
        }
        for index in diagnostics.indices
        where disagreeing[diagnostics[index].file]?.contains(diagnostics[index].range) == true {
            diagnostics[index].fixIt = nil
        }
        var kept: [String: DisjointRanges] = [:]
        for index in diagnostics.indices {
            guard let range = diagnostics[index].fixIt?.range else { continue }
            let file = diagnostics[index].file
            if kept[file]?.overlaps(range) == true || aliases[file]?.anchorsStart(in: range) == true {
                diagnostics[index].fixIt = nil
            } else {
                kept[file, default: DisjointRanges()].insert(range)
            }
        }
    }

    /// The codes whose fix-its hold for every use of a node read again through aliases: a key or a view's name is
    /// one spelling wherever the node is used, where a name or a value is checked against each use's scope.
    static let fixedInEveryUse: Set<String> = ["unknown-key", "unknown-view"]

    /// How many aliases of a node a diagnostic inside it notes.
    static let maximumAliasNotes = 3

    /// What `check` reports, for a caller that reads only the diagnostics (`specui check`).
    ///
    /// The unit is not kept: each file's trees are released on the core that checked it.
    package static func diagnostics(of sources: [SpecSource], options: UnitChecker.Options = .init()) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var aliases: [String: YAMLAliasIndex] = [:]
        if let files = decodeUnit(sources, diagnostics: &diagnostics, aliases: &aliases) {
            UnitChecker.diagnose(consume files, options: options, diagnostics: &diagnostics)
        } else {
            withdrawUncheckedFixIts(&diagnostics)
        }
        return reported(diagnostics, options: options, aliases: aliases)
    }

    /// In a unit left unchecked, a fix-it that only checking can tell is safe is left out: a Swift interpolation's
    /// braces read names whose scope is not known.
    private static func withdrawUncheckedFixIts(_ diagnostics: inout [Diagnostic]) {
        for index in diagnostics.indices where diagnostics[index].code == "swift-interpolation" {
            diagnostics[index].fixIt = nil
        }
    }

    /// Every source loaded and decoded, or nil when some file could not be read as a spec; the diagnostics are
    /// every file's load diagnostics, then every file's decode diagnostics, and `aliases` each file's aliases.
    private static func decodeUnit(
        _ sources: [SpecSource], diagnostics: inout [Diagnostic], aliases: inout [String: YAMLAliasIndex]
    ) -> [SpecFile]? {
        let decoded = decodeAll(sources)
        diagnostics += decoded.flatMap(\.loadDiagnostics) + decoded.flatMap(\.decodeDiagnostics)
        for (source, file) in zip(sources, decoded) where !file.aliases.isEmpty {
            aliases[source.path] = file.aliases
        }
        let files = decoded.compactMap(\.file)
        guard files.count == sources.count else {
            noteUncheckedUnit(of: sources, decoded: decoded, diagnostics: &diagnostics)
            return nil
        }
        return files
    }

    /// When a unit of several specs is not checked because one of them could not be read, a note at that spec's
    /// first error says so: the others' unknown names are not reported, and they are not known to be clean.
    private static func noteUncheckedUnit(
        of sources: [SpecSource], decoded: [DecodedFile], diagnostics: inout [Diagnostic]
    ) {
        let others = decoded.filter { $0.file != nil }.count
        guard others > 0, let unread = zip(sources, decoded).first(where: { $0.1.file == nil })?.0,
            let index = diagnostics.firstIndex(where: { $0.file == unread.path && $0.severity == .error })
        else { return }
        let count = others == 1 ? "the other spec" : "the other \(others) specs"
        let message =
            "names and types were not checked in \(count) of the unit, since this spec could not be read as one; "
            + "check again once it is fixed"
        diagnostics[index].notes.append(
            Diagnostic.Note(message: message, file: unread.path, range: diagnostics[index].range))
    }

    /// Every warning code any stage can report; each can be silenced with `--disable-warning CODE`.
    package static let warningCodes: [String] =
        [
            "comment-in-text", "file-name-mismatch", "non-optional-coalescing", "optional-interpolation",
            "swift-interpolation",
        ] + UnitChecker.warningCodes

    /// One source after the Syntax and Parsing stages; its YAML tree is already gone.
    package struct DecodedFile: Sendable {
        var file: SpecFile?
        var loadDiagnostics: [Diagnostic] = []
        var decodeDiagnostics: [Diagnostic] = []
        var aliases = YAMLAliasIndex([])
    }

    /// Loads and decodes one source, keeping its YAML tree only until it is decoded.
    static func decode(_ source: SpecSource) -> DecodedFile {
        var result = DecodedFile()
        guard let root = YAMLLoader.load(source.bytes, path: source.path, diagnostics: &result.loadDiagnostics) else {
            return result
        }
        let aliasUses = root.aliasUses
        if !aliasUses.isEmpty { result.aliases = YAMLAliasIndex(aliasUses) }
        result.file = SpecDecoder.decode(root, path: source.path, diagnostics: &result.decodeDiagnostics)
        return result
    }

    /// Every source loaded and decoded, across all cores, in input order.
    package static func decodeAll(_ sources: [SpecSource]) -> [DecodedFile] {
        sources.concurrentMap(decode)
    }
}

/// What `Pipeline.check` found: the checked unit (nil when a file could not be read as a spec) and every diagnostic.
package struct CheckResult: Hashable, Sendable {
    package var unit: CheckedUnit?
    package var diagnostics: [Diagnostic]

    package init(unit: CheckedUnit?, diagnostics: [Diagnostic]) {
        self.unit = unit
        self.diagnostics = diagnostics
    }

    /// True when any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
