extension Diagnostic.FixIt {
    /// The fix-it writing `match`, the case an unknown case `written` most likely means, over `range`, where the
    /// case stands alone, with its dot (`.hrad`) or without (`hrad:` as a switch case); nil where the range holds
    /// more than the case.
    static func caseName(_ match: String?, written: String, at range: SourceRange) -> Diagnostic.FixIt? {
        guard let match, range.start.line == range.end.line else { return nil }
        switch range.end.column - range.start.column {
        case written.unicodeScalars.count: return Diagnostic.FixIt(range: range, replacement: match)
        case written.unicodeScalars.count + 1: return Diagnostic.FixIt(range: range, replacement: "." + match)
        default: return nil
        }
    }
}
