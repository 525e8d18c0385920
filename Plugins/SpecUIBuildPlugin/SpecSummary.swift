import Foundation

/// What the build plugin reads of a spec without parsing it: enough to name its outputs and over-approximate
/// which other specs its generated file depends on.
///
/// A view's file depends on its own spec, on the types of the unit and on the views it uses. The summary keeps
/// what the spec declares at its top level (`SpecOutline`: a `view` key and its name, a `types` key), whether it
/// may declare types (the word `types` appears anywhere) and every identifier-like word it contains. A spec the
/// summary cannot read (neither key found) gets a command of its own, so `specui` reports what it is, and is
/// treated as a possible dependency of every file.
struct SpecSummary {
    var url: URL
    var outline: SpecOutline
    var mayDeclareTypes: Bool
    var words: Set<Substring>

    init(url: URL, text: String) {
        self.url = url
        outline = SpecOutline(text: text)
        mayDeclareTypes = text.contains("types")
        words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    var viewName: String? { outline.viewName }

    /// Whether a command writes this spec's own file (`--only-spec`): it declares a view, or nothing that could be
    /// read.
    var hasOwnCommand: Bool { outline.declaresView || outline.declaresNothing }

    /// Whether any file may read this spec: it may declare types, or what it declares or names is not known.
    var mayBeReadByAny: Bool { mayDeclareTypes || (hasOwnCommand && viewName == nil) }

    /// Whether this spec's generated file may read `other`: its types, a view it names, or an unknown spec.
    func mayDependOn(_ other: SpecSummary) -> Bool {
        if other.mayBeReadByAny { return true }
        guard let name = other.viewName else { return false }
        return words.contains(Substring(name))
    }
}
