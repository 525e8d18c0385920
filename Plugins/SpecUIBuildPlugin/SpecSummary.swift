import Foundation

/// What the build plugin reads of a spec without parsing it: enough to name its outputs and over-approximate
/// which other specs its generated file depends on.
///
/// A view's file depends on its own spec, on the types of the unit and on the views it uses. The summary
/// keeps the spec's view name (from a top-level `view: Name` line), whether it may declare types (the word
/// `types` appears anywhere) and every identifier-like word it contains. A spec the summary cannot
/// place (no `view:` line and no `types`) is treated as a possible dependency of every file, so its
/// errors still fail the build.
struct SpecSummary {
    var url: URL
    var viewName: String?
    /// Whether a top-level `types:` line declares types.
    var declaresTypes: Bool
    var mayDeclareTypes: Bool
    var words: Set<Substring>

    init(url: URL, text: String) {
        self.url = url
        let lines = text.split(whereSeparator: \.isNewline)
        viewName = lines.lazy.compactMap(Self.viewName(in:)).first
        declaresTypes = lines.contains { $0.hasPrefix("types:") || $0.hasPrefix("types :") }
        mayDeclareTypes = text.contains("types")
        words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    var isUnrecognized: Bool { viewName == nil && !mayDeclareTypes }

    /// Whether this spec's generated file may read `other`: its types, a view it names, or an unknown spec.
    func mayDependOn(_ other: SpecSummary) -> Bool {
        if other.mayDeclareTypes || other.isUnrecognized { return true }
        guard let name = other.viewName else { return false }
        return words.contains(Substring(name))
    }

    /// `Name` from a top-level `view: Name` line, quoted or not, with an optional comment after it.
    private static func viewName(in line: Substring) -> String? {
        guard line.hasPrefix("view") else { return nil }
        var rest = line.dropFirst(4).drop(while: { $0 == " " })
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop(while: { $0 == " " })
        if let comment = rest.firstIndex(of: "#") { rest = rest[..<comment] }
        var name = rest.trimmingCharacters(in: .whitespaces)
        if name.count >= 2, let quote = name.first, quote == "\"" || quote == "'", name.last == quote {
            name = String(name.dropFirst().dropLast())
        }
        let isIdentifier =
            !name.isEmpty && !(name.first?.isNumber ?? true)
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isIdentifier ? name : nil
    }
}
