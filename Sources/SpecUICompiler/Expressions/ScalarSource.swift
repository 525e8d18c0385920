/// The UTF-8 text of one scalar, and how an offset in it maps back to the file.
///
/// The lexer and the parser work in byte offsets into the decoded value; for
/// ASCII text (nearly every expression) they are also its Unicode-scalar
/// offsets. `range(_:)` converts to scalar offsets, which is what
/// `ScalarLocator` maps to file columns, so a position found by the lexer
/// points at the same character in the file. A source points into its
/// string's storage: it is only valid inside the `reading` call that made it.
struct ScalarSource {
    /// How scalar offsets become file locations.
    private enum Mapping {
        /// A YAML scalar's own locator (quotes, escapes, folded and block scalars).
        case scalar(ScalarLocator)
        /// Raw text: the location of every scalar offset, plus one for the end.
        case table([SourceLocation])
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Every byte before this offset is ASCII, so byte and scalar offsets agree up to it.
    private let asciiPrefix: Int
    // The file's path and the mapping live in the `reading` call that made the source, like its bytes: the lexer,
    // the parsers and the source itself copy a source freely, and a copy of pointers counts no references.
    private let filePointer: UnsafePointer<String>
    private let mapping: UnsafePointer<Mapping>

    private init(file: UnsafePointer<String>, bytes: UnsafeBufferPointer<UInt8>, mapping: UnsafePointer<Mapping>) {
        var prefix = 0
        while prefix < bytes.count, bytes[prefix] < 0x80 { prefix += 1 }
        self.filePointer = file
        self.bytes = bytes
        self.asciiPrefix = prefix
        self.mapping = mapping
    }

    /// The path of the file the scalar is in, for diagnostics.
    var file: String { filePointer.pointee }

    /// Runs `body` on a source over `bytes`, whose file and mapping are kept alive for the call.
    private static func withSource<Result>(
        file: String, bytes: UnsafeBufferPointer<UInt8>, mapping: Mapping, _ body: (ScalarSource) -> Result
    ) -> Result {
        withUnsafePointer(to: file) { file in
            withUnsafePointer(to: mapping) { mapping in body(ScalarSource(file: file, bytes: bytes, mapping: mapping)) }
        }
    }

    /// Runs `body` on the decoded value of a YAML scalar, located through the scalar's source text.
    static func reading<Result>(_ scalar: YAMLScalar, file: String, _ body: (ScalarSource) -> Result) -> Result {
        scalar.withText { reading($0, file: file, body) }
    }

    /// Runs `body` on the decoded value of a scalar's text, located through its source.
    static func reading<Result>(_ text: ScalarText, file: String, _ body: (ScalarSource) -> Result) -> Result {
        withSource(file: file, bytes: text.value, mapping: .scalar(ScalarLocator(text)), body)
    }

    /// Runs `body` on text that starts at `start` in the file, as written (line breaks included).
    static func reading<Result>(
        _ text: String, file: String, start: SourceLocation, _ body: (ScalarSource) -> Result
    ) -> Result {
        var locations: [SourceLocation] = []
        var location = start
        for scalar in text.unicodeScalars {
            locations.append(location)
            if scalar == "\n" {
                location = SourceLocation(line: location.line + 1, column: 1)
            } else {
                location.column += 1
            }
        }
        locations.append(location)
        var text = text
        return text.withUTF8 { bytes in withSource(file: file, bytes: bytes, mapping: .table(locations), body) }
    }

    /// The byte at `offset`, or 0 past the end (no token starts with a NUL byte).
    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// The Unicode scalar that starts at byte `offset`, and its length in bytes.
    func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let (value, length) = ValidUTF8.decode(bytes, at: offset)
        // The bytes come from a Swift string, so they are valid UTF-8.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The Unicode-scalar offset of byte `offset`.
    func scalarOffset(_ offset: Int) -> Int {
        guard offset > asciiPrefix else { return offset }
        let end = min(offset, bytes.count)
        var count = asciiPrefix
        for index in asciiPrefix..<end where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count + (offset - end)
    }

    func range(_ offsets: Range<Int>) -> SourceRange {
        let scalars = scalarOffset(offsets.lowerBound)..<scalarOffset(offsets.upperBound)
        switch mapping.pointee {
        case .scalar(let locator):
            return locator.range(of: scalars)
        case .table(let locations):
            func location(_ offset: Int) -> SourceLocation { locations[min(max(offset, 0), locations.count - 1)] }
            return SourceRange(start: location(scalars.lowerBound), end: location(scalars.upperBound))
        }
    }

    func text(_ offsets: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[offsets.clamped(to: 0..<bytes.count)]), as: UTF8.self)
    }

    /// Appends the text at `offsets` to `text`, which takes it as it is when empty: literal text is gathered a
    /// run at a time, and most runs are the only one.
    func appendText(_ offsets: Range<Int>, to text: inout String) {
        guard !offsets.isEmpty else { return }
        if text.isEmpty {
            text = self.text(offsets)
        } else {
            text += self.text(offsets)
        }
    }

    /// Whether the bytes at `offsets` spell `word`.
    func spells(_ word: StaticString, at offsets: Range<Int>) -> Bool {
        guard offsets.count == word.utf8CodeUnitCount else { return false }
        let letters = word.utf8Start
        for index in 0..<offsets.count where bytes[offsets.lowerBound + index] != letters[index] { return false }
        return true
    }

    func error(_ code: String, _ message: String, at offsets: Range<Int>) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, file: file, range: range(offsets))
    }
}
