extension Diagnostic.FixIt {
    /// The fix-it writing `replacement` over `range`, where the range holds `written` alone, on one line; nil where
    /// it holds more, such as a template spanning a name (`isOn: "{onn}"`), which the replacement would not mend.
    static func replacing(_ written: String, with replacement: String, at range: SourceRange) -> Diagnostic.FixIt? {
        guard range.start.line == range.end.line, range.end.column - range.start.column == written.unicodeScalars.count
        else { return nil }
        return Diagnostic.FixIt(range: range, replacement: replacement)
    }

    /// The fix-it writing `match`, the case an unknown case `written` most likely means, over `range`, where the
    /// case stands alone, with its dot (`.hrad`) or without (`hrad:` as a switch case).
    static func caseName(_ match: String?, written: String, at range: SourceRange) -> Diagnostic.FixIt? {
        guard let match else { return nil }
        return replacing(written, with: match, at: range) ?? replacing("." + written, with: "." + match, at: range)
    }
}
