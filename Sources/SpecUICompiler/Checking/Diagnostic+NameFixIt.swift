import SpecUIText

extension Diagnostic.FixIt {
    /// The fix-it writing `replacement` over `range`, where the range holds `written` alone, on one line; nil where
    /// it holds more, such as a template spanning a name (`isOn: "{onn}"`), which the replacement would not mend.
    static func replacing(_ written: String, with replacement: String, at range: SourceRange) -> Diagnostic.FixIt? {
        guard range.start.line == range.end.line, range.end.column - range.start.column == written.unicodeScalars.count
        else { return nil }
        return Diagnostic.FixIt(range: range, replacement: replacement)
    }

    /// The fix-it writing the near spelling of `written` among `candidates` over `range`, where `hint`, what the
    /// diagnostic tells, is that did-you-mean and not other advice in its place.
    static func nearSpelling(
        of written: String, among candidates: [String], told hint: String, at range: SourceRange
    ) -> Diagnostic.FixIt? {
        nearSpelling(of: written, among: SuggestionCandidates(candidates), told: hint, at: range)
    }

    /// `nearSpelling(of:among:told:at:)` among candidates summarised once for many misspelled names.
    static func nearSpelling(
        of written: String, among candidates: SuggestionCandidates, told hint: String, at range: SourceRange
    ) -> Diagnostic.FixIt? {
        guard let match = Suggestion.closest(to: written, among: candidates), hint == "; did you mean '\(match)'?"
        else { return nil }
        return replacing(written, with: match, at: range)
    }

    /// The fix-it writing `match`, the case an unknown case `written` most likely means, over `range`, where the
    /// case stands alone, with its dot (`.hrad`) or without (`hrad:` as a switch case).
    static func caseName(_ match: String?, written: String, at range: SourceRange) -> Diagnostic.FixIt? {
        guard let match else { return nil }
        return replacing(written, with: match, at: range) ?? replacing("." + written, with: "." + match, at: range)
    }
}
