import SpecUICompiler

/// A problem found while a preview runs: an error at a place in a spec (the interpreter's runtime errors, a
/// `ForEach`'s repeated ids), or one of the runtime's own issues that names no place in the specs.
package enum RuntimeProblem: Hashable, Sendable {
    case located(Diagnostic)
    case unlocated(String)

    /// The problem as `check` prints a diagnostic, its source line quoted by `renderer`, or as
    /// `specui: error: message`; each line ends with a newline.
    package func rendered(by renderer: DiagnosticRenderer) -> String {
        switch self {
        case .located(let diagnostic): renderer.render([diagnostic], format: .text)
        case .unlocated(let message): "specui: error: \(message)\n"
        }
    }
}
