/// A fixed set of short ASCII words, each with a value, looked up by a key's length and first byte.
///
/// Keys the decoder meets are mostly small strings that differ in length or
/// first letter from all but one word, so a lookup costs one bucket read and
/// one comparison: cheaper than hashing the key or comparing it with every word.
package struct WordTable<Value: Sendable>: Sendable {
    private static var maxLength: Int { 32 }

    private let words: [String]
    private let values: [Value]
    /// The words of bucket `b` are at `starts[b]..<starts[b + 1]`.
    private let starts: [Int32]

    /// A table of `pairs`; every word starts with an ASCII byte and is shorter than 32 bytes; the first of equal words wins.
    package init(_ pairs: [(String, Value)]) {
        var buckets = Array(repeating: [(String, Value)](), count: Self.maxLength << 7)
        for (word, value) in pairs {
            guard let bucket = Self.bucket(of: word) else {
                preconditionFailure("'\(word)' is too long or starts with a non-ASCII byte")
            }
            buckets[bucket].append((word, value))
        }
        var words: [String] = []
        var values: [Value] = []
        var starts: [Int32] = [0]
        words.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        starts.reserveCapacity(buckets.count + 1)
        for bucket in buckets {
            for (word, value) in bucket {
                words.append(word)
                values.append(value)
            }
            starts.append(Int32(words.count))
        }
        self.words = words
        self.values = values
        self.starts = starts
    }

    /// The value of `key`, or nil when it is none of the words.
    package subscript(key: String) -> Value? {
        guard let bucket = Self.bucket(of: key) else { return nil }
        var position = Int(starts[bucket])
        let end = Int(starts[bucket + 1])
        while position < end {
            if words[position] == key { return values[position] }
            position += 1
        }
        return nil
    }

    /// Whether `key` is one of the words.
    package func contains(_ key: String) -> Bool { self[key] != nil }

    private static func bucket(of word: String) -> Int? {
        let utf8 = word.utf8
        let count = utf8.count
        let first = utf8.first ?? 0
        guard count < maxLength, first < 0x80 else { return nil }
        return count << 7 | Int(first)
    }
}

extension WordTable where Value == Void {
    /// A set of words.
    package init(_ words: [String]) {
        self.init(words.map { ($0, ()) })
    }
}
