extension String {
    /// Whether this string and `other` have the same scalars, byte for byte.
    ///
    /// Swift's `==` treats canonically equivalent strings as equal (`é` precomposed and `e` with a combining
    /// acute); the Swift compiler compares identifiers scalar by scalar, so names must be matched that way too.
    func hasSameScalars(as other: String) -> Bool {
        // Equal names are nearly always the same bytes; an equivalent spelling with other scalars differs in them.
        guard utf8.count == other.utf8.count else { return false }
        // Read in place (a small string from a copy on the stack), byte by byte: the names compared are short, and
        // a generic `elementsEqual` over their iterators costs more than the bytes do.
        let found = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in Self.sameBytes(mine, theirs) }
        }
        if let found, let same = found { return same }
        var mine = self
        var theirs = other
        return mine.withUTF8 { mine in theirs.withUTF8 { Self.sameBytes(mine, $0) } }
    }

    /// Whether two buffers of equal length hold the same bytes.
    private static func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in first.indices where first[index] != second[index] { return false }
        return true
    }

    /// The string's scalars as code points, `U+63 U+61 U+66 U+E9` for `café`, to tell apart spellings that look alike.
    var scalarCodes: String {
        unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}

extension Sequence<String> {
    /// Whether one of the names has the same scalars as `name`, as Swift matches a name: not just a canonically
    /// equivalent spelling, which `contains` would take.
    func containsSpelledExactly(_ name: String) -> Bool {
        contains { $0.hasSameScalars(as: name) }
    }
}
