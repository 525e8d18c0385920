/// Names a did-you-mean can suggest, each lowercased and summarised once, so that many misspelled names can be
/// matched against many candidates without lowercasing or measuring a candidate again for each of them.
package struct SuggestionCandidates: Hashable, Sendable {
    /// One name as written, with what `Suggestion` compares.
    struct Entry: Hashable, Sendable {
        let name: String
        /// The name lowercased, scalar by scalar, as `String.lowercased()` lowercases it.
        let lowered: [Unicode.Scalar]
        /// Its length in characters, which bounds how many edits still leave something of it.
        let characters: Int
        /// Which of 64 classes of scalars occur in `lowered`; each edit changes at most two of them.
        let signature: UInt64
    }

    private(set) var entries: [Entry] = []

    /// The names in the order given; ties between equally close names go to the first.
    package init(_ names: some Sequence<String>) {
        for name in names { append(name) }
    }

    /// Adds `name` after the others.
    package mutating func append(_ name: String) {
        let lowered = Self.lowered(name)
        entries.append(
            Entry(name: name, lowered: lowered, characters: name.count, signature: Self.signature(of: lowered)))
    }

    /// The candidates of `self`, then those of `other`.
    package func appending(_ other: SuggestionCandidates) -> SuggestionCandidates {
        var result = self
        result.entries += other.entries
        return result
    }

    /// `text` lowercased scalar by scalar: what `text.lowercased()` gives, without building a string.
    static func lowered(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                scalars.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            } else {
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return scalars
    }

    /// One bit per class of scalar present: a letter or digit has a class of its own, anything else shares one.
    static func signature(of scalars: [Unicode.Scalar]) -> UInt64 {
        var signature: UInt64 = 0
        for scalar in scalars {
            let value = scalar.value
            let bit: UInt32 =
                switch value {
                case 0x61...0x7A: value - 0x61
                case 0x30...0x39: 26 + value - 0x30
                default: 36 + value % 28
                }
            signature |= 1 << UInt64(bit)
        }
        return signature
    }
}
