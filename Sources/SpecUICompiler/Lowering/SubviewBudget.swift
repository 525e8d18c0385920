/// Decides which containers of one body move out so the body stays small for the type checker.
///
/// A body keeps at most two nested containers: a container nested deeper is extracted. While the body still holds
/// more than `maximumNodes` nodes inline, the container holding the most of them is extracted (the earlier one on a
/// tie). An extracted subtree counts as one node, the call that replaces it; the subviews it becomes are budgeted
/// again as bodies of their own.
///
/// A block of more than `longestBlock` nodes side by side (a screen of 500 rows of `Text`) has no container to give
/// up, so its nodes are also taken in runs (`runs(of:)`), each a candidate as a container is: an extracted run
/// becomes a subview whose body is a `Group` of those nodes, which lays them out in the block as before.
///
/// ```swift
/// SubviewBudget(top: [], inside: sectionNode).extracted  // the ranges of the containers to extract
/// ```
struct SubviewBudget {
    /// Containers nested deeper than this inside one body are extracted into a subview.
    static let maximumNesting = 2
    /// A body holding more nodes than this inline gives up its largest containers.
    static let maximumNodes = 40
    /// A block of more nodes than this is taken in runs that can be extracted.
    static let longestBlock = 20
    /// The length of a run, up to a block of `longestBlock * runsPerBlock` nodes; a longer block is taken in
    /// `runsPerBlock` runs, which are budgeted again as bodies of their own.
    static let runLength = 10
    static let runsPerBlock = 20

    /// The runs a block of `nodes` is taken in, covering it in order, each of two nodes at least; none for a block
    /// of `longestBlock` nodes or fewer.
    static func runs(of nodes: [ViewNode]) -> [Range<Int>] {
        guard nodes.count > longestBlock else { return [] }
        let length = max(runLength, (nodes.count + runsPerBlock - 1) / runsPerBlock)
        var runs = stride(from: 0, to: nodes.count, by: length).map { $0..<min($0 + length, nodes.count) }
        // A last run of one node would be that node: it joins the run before it.
        if let last = runs.last, last.count == 1 {
            runs.removeLast()
            runs[runs.count - 1] = runs[runs.count - 1].lowerBound..<last.upperBound
        }
        return runs
    }

    /// The key of a run of `nodes`: the range from its first node's key to its last's, which no node's own range is.
    static func key(of nodes: ArraySlice<ViewNode>) -> SourceRange {
        SourceRange(start: nodes.first!.range.start, end: nodes.last!.range.end)
    }

    /// The `Group` a run of `nodes` becomes when it is extracted, with the run's key as its range.
    static func group(of nodes: ArraySlice<ViewNode>) -> ViewNode {
        ViewNode(.group(Array(nodes)), range: key(of: nodes))
    }

    /// Whether `node` applies its modifiers to each view it makes, as a `Group` or `ForEach` with modifiers does.
    static func appliesModifiersToEach(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .group, .forEach: !node.modifiers.isEmpty
        default: false
        }
    }

    /// The ranges of the containers this body extracts.
    private(set) var extracted: Set<SourceRange> = []

    /// The budget of a body made of `nodes`, a builder block at the top of a body.
    init(block nodes: [ViewNode]) {
        self.init { walk in walk.block(nodes, depth: 0) }
    }

    /// The budget of the body of `node`'s subview: the node stays, what it holds is planned one level in.
    init(inside node: ViewNode) {
        self.init { walk in 1 + walk.inside(node) }
    }

    /// Counts the body once, then gives up containers until it fits: extracting one takes its inline size but
    /// one off the body and off every container around it, and takes the containers inside it out of the running.
    private init(count: (inout Walk) -> Int) {
        var walk = Walk()
        var total = count(&walk)
        extracted = walk.extracted
        var candidates = walk.candidates
        while total > Self.maximumNodes {
            // The whole body is no candidate: its subview would be this body again.
            var largest: Int?
            for index in candidates.indices where candidates[index].isInline && candidates[index].size < total {
                if candidates[index].size > (largest.map { candidates[$0].size } ?? 1) { largest = index }
            }
            guard let largest else { return }
            let chosen = candidates[largest]
            extracted.insert(chosen.key)
            for inside in largest..<chosen.end {
                candidates[inside].isInline = false
            }
            let saved = chosen.size - 1
            var around = chosen.parent
            while let index = around {
                candidates[index].size -= saved
                around = candidates[index].parent
            }
            total -= saved
        }
    }

    /// A container that could be extracted, with what the body holds of it inline.
    private struct Candidate {
        var key: SourceRange
        /// The nodes it holds inline, itself included.
        var size = 0
        /// The candidate it is inside, if any.
        var parent: Int?
        /// The index just past the candidates inside it (they follow it, in the order the body holds them).
        var end = 0
        /// Whether the body still holds it inline: neither it nor a container around it was extracted.
        var isInline = true
    }

    /// One count of the nodes a body holds inline, extracting only the containers nested too deep.
    private struct Walk {
        var extracted: Set<SourceRange> = []
        /// Containers that could be extracted, in the order the body holds them.
        var candidates: [Candidate] = []
        /// The candidates the walk is inside, innermost last.
        private var open: [Int] = []
        /// Whether the blocks walked are the views of a `Group` or `ForEach` that carries modifiers (through `if`
        /// and `switch`), which apply to each view it makes: `onAppear` runs for each. A run taken out of them
        /// would be one view, so such blocks are not taken in runs.
        private var inModifiedGroup = false

        mutating func block(_ nodes: [ViewNode], depth: Int) -> Int {
            let runs = inModifiedGroup ? [] : SubviewBudget.runs(of: nodes)
            guard !runs.isEmpty else { return nodes.reduce(0) { $0 + statement($1, depth: depth) } }
            var total = 0
            for run in runs {
                // A run is no node of its own: extracted, its nodes become one call.
                let index = candidates.count
                candidates.append(Candidate(key: SubviewBudget.key(of: nodes[run]), parent: open.last))
                open.append(index)
                let size = nodes[run].reduce(0) { $0 + statement($1, depth: depth) }
                open.removeLast()
                candidates[index].size = size
                candidates[index].end = candidates.count
                total += size
            }
            return total
        }

        mutating func inside(_ node: ViewNode) -> Int {
            inModifiedGroup = SubviewBudget.appliesModifiersToEach(node)
            switch node.kind {
            case .forEach: return forEach(node, depth: 0)
            default: return block(node.children, depth: 1)
            }
        }

        private mutating func statement(_ node: ViewNode, depth: Int) -> Int {
            let outside = inModifiedGroup
            defer { inModifiedGroup = outside }
            switch node.kind {
            case .ifElse, .switchOver: break
            default: inModifiedGroup = SubviewBudget.appliesModifiersToEach(node)
            }
            let extractable = node.isContainer && !SubviewPlanner.extractsRows(node)
            if extractable && depth >= SubviewBudget.maximumNesting {
                extracted.insert(node.range)
                return 1
            }
            let index = candidates.count
            if extractable {
                candidates.append(Candidate(key: node.range, parent: open.last))
                open.append(index)
            }
            let size: Int
            switch node.kind {
            case .ifElse(let ifNode):
                size = 1 + block(ifNode.then, depth: depth) + (ifNode.otherwise.map { block($0, depth: depth) } ?? 0)
            case .switchOver(let switchNode):
                size =
                    1 + switchNode.cases.reduce(0) { $0 + block($1.body, depth: depth) }
                    + (switchNode.defaultBody.map { block($0, depth: depth) } ?? 0)
            case .forEach:
                size = forEach(node, depth: depth)
            default:
                size = 1 + block(node.children, depth: depth + 1)
            }
            if extractable {
                open.removeLast()
                candidates[index].size = size
                candidates[index].end = candidates.count
            }
            return size
        }

        /// A `ForEach` whose rows are extracted holds one row call; otherwise its content is one level in.
        private mutating func forEach(_ node: ViewNode, depth: Int) -> Int {
            guard case .forEach(let forEach) = node.kind else { preconditionFailure("not a ForEach") }
            return SubviewPlanner.extractsRows(node) ? 2 : 1 + block(forEach.content, depth: depth + 1)
        }
    }
}
