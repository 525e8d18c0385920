/// A fixed set of words, each with a value, looked up by a key's length and first byte.
///
/// Keys the decoder meets are mostly small strings that differ in length or
/// first letter from all but one word, so a lookup costs one bucket read and
/// one comparison: cheaper than hashing the key or comparing it with every word.
package struct WordTable<Value: Sendable>: Sendable {
    private static var bucketCount: Int { 256 }

    private let words: [String]
    private let values: [Value]
    /// The words of bucket `b` are at `starts[b]..<starts[b + 1]`.
    private let starts: [Int32]
    /// Every word's UTF-8 bytes, one after another: word `w` is at `wordStarts[w]..<wordStarts[w + 1]`.
    private let wordBytes: [UInt8]
    private let wordStarts: [Int32]

    /// A table of `pairs`; when a word is given twice, the first value wins.
    package init(_ pairs: [(String, Value)]) {
        // A counting sort by bucket, keeping the given order within each bucket.
        let buckets = pairs.map { Self.bucket(of: $0.0) }
        var starts = [Int32](repeating: 0, count: Self.bucketCount + 1)
        for bucket in buckets { starts[bucket + 1] += 1 }
        for bucket in 0..<Self.bucketCount { starts[bucket + 1] += starts[bucket] }
        var next = starts
        var order = [Int](repeating: 0, count: pairs.count)
        for (index, bucket) in buckets.enumerated() {
            order[Int(next[bucket])] = index
            next[bucket] += 1
        }
        words = order.map { pairs[$0].0 }
        values = order.map { pairs[$0].1 }
        self.starts = starts
        wordBytes = words.flatMap(\.utf8)
        var wordStarts: [Int32] = [0]
        for word in words { wordStarts.append(wordStarts[wordStarts.count - 1] + Int32(word.utf8.count)) }
        self.wordStarts = wordStarts
    }

    /// The value of `key`, or nil when it is none of the words.
    package subscript(key: String) -> Value? {
        let bucket = Self.bucket(of: key)
        var position = Int(starts[bucket])
        let end = Int(starts[bucket + 1])
        while position < end {
            if words[position] == key { return values[position] }
            position += 1
        }
        return nil
    }

    /// The value of the word spelled by the UTF-8 bytes `key`, or nil when they spell none of the words.
    ///
    /// Words are compared byte for byte, as names are: scalar by scalar, not by canonical equivalence.
    package subscript(utf8 key: UnsafeBufferPointer<UInt8>) -> Value? {
        let bucket = Self.index(count: key.count, first: key.first)
        var position = Int(starts[bucket])
        let end = Int(starts[bucket + 1])
        return wordBytes.withUnsafeBufferPointer { words in
            while position < end {
                let start = Int(wordStarts[position])
                if Int(wordStarts[position + 1]) - start == key.count, Self.equal(words, from: start, key) {
                    return values[position]
                }
                position += 1
            }
            return nil
        }
    }

    /// Whether the bytes of `words` from `start` are those of `key`.
    private static func equal(_ words: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        for index in 0..<key.count where words[start + index] != key[index] { return false }
        return true
    }

    /// Whether `key` is one of the words.
    package func contains(_ key: String) -> Bool { self[key] != nil }

    private static func bucket(of word: String) -> Int {
        // Contiguous bytes read much faster than a string's UTF-8 view.
        let found = word.utf8.withContiguousStorageIfAvailable { index(count: $0.count, first: $0.first) }
        return found ?? index(count: word.utf8.count, first: word.utf8.first)
    }

    private static func index(count: Int, first: UInt8?) -> Int {
        (count &* 67 &+ Int(first ?? 0)) & (bucketCount - 1)
    }
}

extension WordTable where Value == Void {
    /// A set of words.
    package init(_ words: [String]) {
        self.init(words.map { ($0, ()) })
    }
}
