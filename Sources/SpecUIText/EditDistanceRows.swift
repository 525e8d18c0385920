/// The rows of an edit-distance table, kept from one pair of words to the next so a search allocates them once.
struct EditDistanceRows {
    private var previousPrevious: [Int] = []
    private var previous: [Int] = []
    private var current: [Int] = []

    /// Levenshtein distance of `a` and `b` with transpositions counted as one edit; `limit + 1` once it is
    /// known to be past `limit`.
    mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if limit == 0 { return a == b ? 0 : 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        if previous.count < width {
            previousPrevious = [Int](repeating: 0, count: width)
            previous = [Int](repeating: 0, count: width)
            current = [Int](repeating: 0, count: width)
        }
        for j in 0..<width { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
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
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
