import SpecUICompiler

/// The result of loading and decoding one spec text, as a user of `specui check` would see it.
///
/// Argument errors of nodes naming views that are not built in are included, in written order, as `specui check`
/// reports them when the unit declares those views.
struct Decoded {
    let file: SpecFile?
    let diagnostics: [Diagnostic]

    /// Each diagnostic as `line:column severity code: message`.
    var messages: [String] {
        diagnostics.map { "\($0.location) \($0.severity.rawValue) \($0.code): \($0.message)" }
    }

    var view: ViewDecl? { file?.view }

    /// The body's first node.
    var node: ViewNode? { file?.view?.body.first }

    init(_ text: String, path: String = "Specs/TestView.yaml") {
        var diagnostics: [Diagnostic] = []
        if let root = YAMLLoader.load(Array(text.utf8), path: path, diagnostics: &diagnostics) {
            file = SpecDecoder.decode(root, path: path, diagnostics: &diagnostics)
        } else {
            file = nil
        }
        let arguments = file?.view?.unresolvedComponentUses.flatMap(\.diagnostics) ?? []
        self.diagnostics = (diagnostics + arguments).enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }.map(\.element)
    }
}

/// `line:column severity code: message` for an expected diagnostic at a marker.
func diagnostic(_ location: SourceLocation, _ code: String, _ message: String, severity: String = "error") -> String {
    "\(location) \(severity) \(code): \(message)"
}

/// A spec whose body is `body`, indented under `body:` (two spaces per level already written by the caller).
func viewSpec(_ body: String, head: String = "view: TestView\n") -> String {
    head + "body:\n" + body
}
