extension YAMLNode {
    /// A comment that YAML cut from a plain scalar: after the scalar on its line, with its `#` against the next
    /// character (`Text: Ticket #{n} is open`), as text is written and a comment seldom is. Where the `#` is, and
    /// the comment after it; nil for any other node.
    package var touchingComment: (location: SourceLocation, text: String)? {
        read { document, record -> (location: SourceLocation, text: String)? in
            guard record.kind == .scalar, record.style == .plain else { return nil }
            var text = document._withUnsafeGuaranteedRef { $0.text }
            return text.withUTF8 { bytes -> (location: SourceLocation, text: String)? in
                var index = Int(record.sourceBytes.upperBound)
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1
                }
                let hash = index
                guard hash > Int(record.sourceBytes.upperBound), hash + 1 < bytes.count,
                    bytes[hash] == UInt8(ascii: "#"), !Self.isBlank(bytes[hash + 1])
                else { return nil }
                var end = hash + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                // Only blanks lie between the scalar's end and the `#`, each one column.
                let column = record.range.end.column + hash - Int(record.sourceBytes.upperBound)
                let comment = String(decoding: UnsafeBufferPointer(rebasing: bytes[(hash + 1)..<end]), as: UTF8.self)
                return (SourceLocation(line: record.range.end.line, column: column), comment)
            }
        } ?? nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
