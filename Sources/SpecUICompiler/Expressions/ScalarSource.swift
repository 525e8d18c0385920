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
        self.scalars = Self.scalars(of: scalar.value)
        self.mapping = .scalar(scalar.locator())
    }

    /// The Unicode scalars of `text`; ASCII text, nearly every expression, skips UTF-8 decoding.
    private static func scalars(of text: String) -> [Unicode.Scalar] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
            var bits: UInt8 = 0
            for byte in bytes { bits |= byte }
            guard bits < 0x80 else { return nil }
            return [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                for index in 0..<bytes.count { buffer[index] = Unicode.Scalar(bytes[index]) }
                count = bytes.count
            }
        }
        if let ascii = ascii ?? nil { return ascii }
        return Array(text.unicodeScalars)
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
        let slice = scalars[offsets.clamped(to: 0..<scalars.count)]
        // Writing UTF-8 into one buffer is far cheaper than appending scalars to a string one by one.
        let capacity = slice.reduce(0) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            for scalar in slice {
                for byte in scalar.utf8 {
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    func error(_ code: String, _ message: String, at offsets: Range<Int>) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, file: file, range: range(offsets))
    }
}
