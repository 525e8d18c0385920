/// A scalar's decoded value and its source text as UTF-8 bytes, borrowed for the length of one call.
///
/// The parsers of expressions, statements and templates read a scalar through this view, straight from the
/// loaded document's buffers, so no string is made for a value that is only parsed.
struct ScalarText {
    var style: YAMLScalar.Style
    /// Where `source` starts in the file.
    var start: SourceLocation
    /// The source text from the scalar's start mark to its end mark, quotes included.
    var source: UnsafeBufferPointer<UInt8>
    /// The value after YAML decoding.
    var value: UnsafeBufferPointer<UInt8>

    /// The value as a string.
    var valueString: String { String(decoding: value, as: UTF8.self) }
}

extension YAMLScalar {
    /// Runs `body` on this scalar's text, in place when its strings are stored contiguously.
    func withText<Result>(_ body: (ScalarText) -> Result) -> Result {
        withUTF8 { source, value in body(ScalarText(style: style, start: start, source: source, value: value)) }
    }
}

extension YAMLNode {
    /// Runs `body` on a scalar's text as the document holds it; nil for a collection.
    ///
    /// An absent value is an empty plain scalar at its location.
    func withScalarText<Result>(_ body: (ScalarText) -> Result) -> Result? {
        let found = read { document, record -> Result? in
            guard record.kind == .scalar else { return nil }
            return document._withUnsafeGuaranteedRef { $0.withText(of: record, body) }
        }
        guard let found else {
            let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            return body(ScalarText(style: .plain, start: range.start, source: empty, value: empty))
        }
        return found
    }

    /// Runs `body` on a scalar's decoded value as the document holds it, in UTF-8; nil for a collection.
    func withScalarValue<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let found = read { document, record -> Result? in
            guard record.kind == .scalar else { return nil }
            return document._withUnsafeGuaranteedRef { $0.withValue(of: record, body) }
        }
        return found ?? body(UnsafeBufferPointer(start: nil, count: 0))
    }
}

extension YAMLDocument {
    /// Runs `body` on the text of the scalar `record`.
    func withText<Result>(of record: Record, _ body: (ScalarText) -> Result) -> Result {
        withValue(of: record) { value in
            let sourceRange = Int(record.sourceBytes.lowerBound)..<Int(record.sourceBytes.upperBound)
            var text = self.text
            return text.withUTF8 { text in
                body(
                    ScalarText(
                        style: record.style, start: record.range.start,
                        source: UnsafeBufferPointer(rebasing: text[sourceRange]), value: value))
            }
        }
    }
}
