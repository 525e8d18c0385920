/// The text of one scalar as Unicode scalars, and how an offset in it maps back to the file.
///
/// Offsets count Unicode scalars of the decoded value, so a position found by
/// the lexer becomes a `SourceRange` that points at the same character in the file.
struct ScalarSource {
    let file: String
    let scalars: [Unicode.Scalar]
    let locate: (Int) -> SourceLocation

    init(file: String, scalars: [Unicode.Scalar], locate: @escaping (Int) -> SourceLocation) {
        self.file = file
        self.scalars = scalars
        self.locate = locate
    }

    /// Text that starts at `start` in the file, as written (line breaks included).
    init(text: String, file: String, start: SourceLocation) {
        let scalars = Array(text.unicodeScalars)
        var locations: [SourceLocation] = []
        locations.reserveCapacity(scalars.count + 1)
        var location = start
        for scalar in scalars {
            locations.append(location)
            if scalar == "\n" {
                location = SourceLocation(line: location.line + 1, column: 1)
            } else {
                location.column += 1
            }
        }
        locations.append(location)
        self.init(file: file, scalars: scalars) { offset in locations[min(max(offset, 0), locations.count - 1)] }
    }

    /// The value of a YAML scalar, located from the scalar's start mark (one line, no escapes).
    init(scalar: YAMLScalar, file: String) {
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let start = SourceLocation(line: scalar.start.line, column: scalar.start.column + (quoted ? 1 : 0))
        self.init(text: scalar.value, file: file, start: start)
    }

    func range(_ offsets: Range<Int>) -> SourceRange {
        SourceRange(start: locate(offsets.lowerBound), end: locate(offsets.upperBound))
    }

    func text(_ offsets: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[offsets.clamped(to: 0..<scalars.count)])
        return String(view)
    }

    func error(_ code: String, _ message: String, at offsets: Range<Int>) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, file: file, range: range(offsets))
    }
}
