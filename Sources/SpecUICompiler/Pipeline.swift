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
    /// diagnostics), the same as a serial run.
    package static func check(_ sources: [SpecSource], options: UnitChecker.Options = .init()) -> CheckResult {
        let decoded = decodeAll(sources)
        var diagnostics = decoded.flatMap(\.loadDiagnostics) + decoded.flatMap(\.decodeDiagnostics)
        let files = decoded.compactMap(\.file)
        guard files.count == sources.count else {
            return CheckResult(unit: nil, diagnostics: reported(diagnostics, options: options))
        }
        let unit = UnitChecker.check(files, options: options, diagnostics: &diagnostics)
        return CheckResult(unit: unit, diagnostics: reported(diagnostics, options: options))
    }

    /// The diagnostics `options` report, each once: a node written once and used again through YAML aliases
    /// (`- *row`) is decoded and checked at every use, and would repeat each of its mistakes at its one place.
    private static func reported(_ diagnostics: [Diagnostic], options: UnitChecker.Options) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { options.reports($0) && seen.insert($0).inserted }
    }

    /// Every warning code any stage can report; each can be silenced with `--disable-warning CODE`.
    package static let warningCodes: [String] =
        ["file-name-mismatch", "non-optional-coalescing", "optional-interpolation"] + UnitChecker.warningCodes

    /// One source after the Syntax and Parsing stages; its YAML tree is already gone.
    struct DecodedFile: Sendable {
        var file: SpecFile?
        var loadDiagnostics: [Diagnostic] = []
        var decodeDiagnostics: [Diagnostic] = []
    }

    /// Loads and decodes one source, keeping its YAML tree only until it is decoded.
    static func decode(_ source: SpecSource) -> DecodedFile {
        var result = DecodedFile()
        guard let root = YAMLLoader.load(source.bytes, path: source.path, diagnostics: &result.loadDiagnostics) else {
            return result
        }
        result.file = SpecDecoder.decode(root, path: source.path, diagnostics: &result.decodeDiagnostics)
        return result
    }

    /// Every source loaded and decoded, across all cores, in input order.
    static func decodeAll(_ sources: [SpecSource]) -> [DecodedFile] {
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
