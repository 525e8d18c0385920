extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPartition` holds, in a collection where every
    /// element for which it holds comes after every element for which it does not; `endIndex` when none does.
    /// A binary search: O(log n) calls of the predicate.
    func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = distance(from: startIndex, to: endIndex)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
