import SpecUICompiler

/// The result of loading, decoding and checking spec texts as one compile unit.
struct CheckedSpecs {
    let unit: CheckedUnit
    let diagnostics: [Diagnostic]

    /// Each diagnostic as `line:column: severity: message [code]`, in report order.
    var lines: [String] {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]" }
    }

    /// Each note of every diagnostic as `line:column: note: message`.
    var notes: [String] {
        diagnostics.flatMap { $0.notes.map { "\($0.range.start): note: \($0.message)" } }
    }
}

/// Loads, decodes and checks `files` (path and text) together.
func checkSpecs(_ files: [(path: String, text: String)], options: UnitChecker.Options = .init()) -> CheckedSpecs {
    var diagnostics: [Diagnostic] = []
    var decoded: [SpecFile] = []
    for (path, text) in files {
        guard let root = YAMLLoader.load(Array(text.utf8), path: path, diagnostics: &diagnostics),
            let file = SpecDecoder.decode(root, path: path, diagnostics: &diagnostics)
        else { continue }
        decoded.append(file)
    }
    let unit = UnitChecker.check(decoded, options: options, diagnostics: &diagnostics)
    return CheckedSpecs(unit: unit, diagnostics: diagnostics)
}

/// Checks one marked spec text, named after `view` so the file name matches.
func checkSpec(_ marked: MarkedText, view: String = "Main", options: UnitChecker.Options = .init()) -> CheckedSpecs {
    checkSpecs([("Specs/\(view).yaml", marked.text)], options: options)
}
