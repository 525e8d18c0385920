/// The alias uses of one file, found by a location inside the anchored node they read again.
///
/// Anchored nodes are nested or disjoint, like all nodes of a YAML document,
/// so the ones around a location form a chain: the last one to start at or
/// before it, or the nearest one around that, and each one around it in
/// turn. A lookup costs a binary search and a walk up at most the document's
/// nesting depth, however many aliases the file has.
package struct YAMLAliasIndex: Sendable {
    /// Each distinct anchored node an alias reads, by start; of two that start together, the outer one first.
    private let targets: [SourceRange]
    /// For each target, the index of the nearest target around it, or -1.
    private let parents: [Int]
    /// For each target, the aliases that read it, in written order.
    private let uses: [[YAMLAliasUse]]

    package init(_ aliasUses: [YAMLAliasUse]) {
        var byTarget: [SourceRange: [YAMLAliasUse]] = [:]
        for use in aliasUses { byTarget[use.target, default: []].append(use) }
        let targets = byTarget.keys.sorted { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        var parents: [Int] = []
        parents.reserveCapacity(targets.count)
        var around: [Int] = []
        for target in targets {
            while let last = around.last, targets[last].end < target.end { around.removeLast() }
            parents.append(around.last ?? -1)
            around.append(parents.count - 1)
        }
        self.targets = targets
        self.parents = parents
        self.uses = targets.map { byTarget[$0] ?? [] }
    }

    package var isEmpty: Bool { targets.isEmpty }

    /// Whether an anchored node starts inside `range`: an edit of it would remove the anchor its aliases name.
    package func anchorsStart(in range: SourceRange) -> Bool {
        let first = firstTarget { range.start <= $0.start }
        return first < targets.count && targets[first].start < range.end
    }

    /// The aliases that read a node around `location`, innermost node first.
    package func uses(around location: SourceLocation) -> [YAMLAliasUse] {
        var index = firstTarget { location < $0.start } - 1
        while index >= 0, !(location < targets[index].end) { index = parents[index] }
        var result: [YAMLAliasUse] = []
        while index >= 0 {
            result += uses[index]
            index = parents[index]
        }
        return result
    }

    /// The index of the first target, by start, that `isPast` holds for, which holds for every one after it too;
    /// `targets.count` for none.
    private func firstTarget(where isPast: (SourceRange) -> Bool) -> Int {
        var low = 0
        var high = targets.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(targets[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
