/// The text of one scalar as Unicode scalars, and how an offset in it maps back to the file.
///
/// Offsets count Unicode scalars of the decoded value, so a position found by
/// the lexer becomes a `SourceRange` that points at the same character in the file.
struct ScalarSource {
    /// How offsets become file locations.
    private enum Mapping {
        /// A YAML scalar's own locator (quotes, escapes, folded and block scalars).
        case scalar(ScalarLocator)
        /// Raw text: the location of every offset, plus one for the end.
        case table([SourceLocation])
    }

    let file: String
    let scalars: [Unicode.Scalar]
    private let mapping: Mapping

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
        self.file = file
        self.scalars = scalars
        self.mapping = .table(locations)
    }

    /// The decoded value of a YAML scalar, located through the scalar's source text.
    init(scalar: YAMLScalar, file: String) {
        self.file = file
        self.scalars = Array(scalar.value.unicodeScalars)
        self.mapping = .scalar(scalar.locator())
    }

    func location(_ offset: Int) -> SourceLocation {
        switch mapping {
        case .scalar(let locator): locator.location(atScalarOffset: offset)
        case .table(let locations): locations[min(max(offset, 0), locations.count - 1)]
        }
    }

    func range(_ offsets: Range<Int>) -> SourceRange {
        switch mapping {
        case .scalar(let locator): locator.range(of: offsets)
        case .table: SourceRange(start: location(offsets.lowerBound), end: location(offsets.upperBound))
        }
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
