/// Ranges of one file that pairwise do not overlap, kept sorted, so that whether a new range overlaps one of them is
/// a binary search and not a comparison with each: a spec with thousands of fix-its is not reported in quadratic time.
///
/// Two ranges overlap when they are equal or each starts before the other ends; a range that ends where another
/// starts does not overlap it, and neither does an empty one (an insertion) at either end of another.
struct DisjointRanges {
    /// Sorted by start, then end; since no two overlap, their ends are sorted too.
    private var ranges: [SourceRange] = []

    static func overlap(_ first: SourceRange, _ second: SourceRange) -> Bool {
        first == second || (first.start < second.end && second.start < first.end)
    }

    /// Whether `range` overlaps any of the ranges.
    func overlaps(_ range: SourceRange) -> Bool {
        // Only ranges that end at or after `range` starts and start at or before it ends can overlap it; since the
        // kept ranges do not overlap each other, those are few, and they are side by side.
        var index = ranges.partitioningIndex(where: { $0.end >= range.start })
        while index < ranges.endIndex, ranges[index].start <= range.end {
            if Self.overlap(ranges[index], range) { return true }
            index += 1
        }
        return false
    }

    /// Adds `range`, which overlaps none of the ranges.
    mutating func insert(_ range: SourceRange) {
        let index = ranges.partitioningIndex(where: {
            range.start < $0.start || (range.start == $0.start && range.end < $0.end)
        })
        ranges.insert(range, at: index)
    }
}
