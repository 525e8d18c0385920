/// Did-you-mean suggestions for misspelled names, keys, views and cases.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
    ///
    /// Close enough means at most a third of the word's length (at least one
    /// edit) and fewer edits than either has characters, so some of the word
    /// survives in the candidate (`+` is not a typo of `a`), or the same
    /// letters in another case. Ties go to the candidate listed first, so the
    /// answer is deterministic.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let loweredCandidate = candidate.lowercased()
            let distance = loweredCandidate == lowered ? 0 : editDistance(lowered, loweredCandidate, limit: limit)
            guard distance <= limit, distance == 0 || distance < min(word.count, candidate.count) else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` when there is a close candidate, otherwise an empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Levenshtein distance with transpositions counted as one edit; stops early past `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
