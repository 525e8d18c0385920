/// Which records of a unit hold each other by value in a cycle: the strongly connected components of the graph
/// whose edges are fields stored inline (a record, or an optional record; an array stores out of line); and how
/// deep the others nest records by value.
///
/// Found once with Tarjan's algorithm on a stack of its own, so a chain of records as long as the unit costs
/// one walk, not one call or one walk per record.
struct RecordCycles {
    /// The component of every record reached from the records it was made for.
    private var component: [String: Int] = [:]
    /// How many records deep each record reached nests by value, itself included; 1 for a record in a cycle.
    private var depth: [String: Int] = [:]
    /// How many records each component holds.
    private var sizes: [Int] = []
    /// For each record of a cycle too long to spell in full, the first records of its cycle it holds by value.
    private var successors: [String: [String]] = [:]

    /// The components of the records reachable from `roots`, following `fields`.
    init(from roots: [String], fields: (String) -> [FieldDecl]?, storedRecord: (TypeRef) -> String?) {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components = 0
        for root in roots where index[root] == nil {
            guard let rootFields = fields(root) else { continue }
            var walk: [(name: String, fields: [FieldDecl], next: Int)] = []
            func enter(_ name: String, _ recordFields: [FieldDecl]) {
                index[name] = index.count
                lowLink[name] = index[name]
                stack.append(name)
                onStack.insert(name)
                walk.append((name, recordFields, 0))
            }
            enter(root, rootFields)
            while let (name, recordFields, next) = walk.last {
                if next < recordFields.count {
                    walk[walk.count - 1].next += 1
                    guard let record = storedRecord(recordFields[next].type) else { continue }
                    if index[record] == nil {
                        if let nextFields = fields(record) { enter(record, nextFields) }
                    } else if onStack.contains(record) {
                        lowLink[name] = min(lowLink[name]!, index[record]!)
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last?.name { lowLink[parent] = min(lowLink[parent]!, lowLink[name]!) }
                guard lowLink[name] == index[name] else { continue }
                var members = 0
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = components
                    depth[member] = 1
                    members += 1
                    if member == name { break }
                }
                components += 1
                sizes.append(members)
                // A record outside every cycle is done after every record it holds, so their depths are known.
                if members == 1, !recordFields.contains(where: { storedRecord($0.type) == name }) {
                    let held = recordFields.compactMap { storedRecord($0.type).flatMap { depth[$0] } }
                    depth[name] = 1 + (held.max() ?? 0)
                }
            }
        }
        for (record, group) in component where sizes[group] > CyclePath.longestSpelledInFull {
            let held = (fields(record) ?? []).compactMap { storedRecord($0.type) }
            successors[record] = CyclePath.firstSuccessors(held) { component[$0] == group }
        }
    }

    /// How many records deep `record` nests by value, itself included (1 for a record in a cycle); 0 for a name
    /// that is no record.
    func depth(of record: String) -> Int { depth[record] ?? 0 }

    /// How many records hold each other by value in the cycle of `record`; 1 for a record in none.
    func cycleSize(of record: String) -> Int {
        component[record].map { sizes[$0] } ?? 1
    }

    /// The first records of its cycle that `record` holds by value, in field order, when the cycle is too long
    /// to spell in full (``CyclePath/firstSuccessors(_:isInCycle:)``).
    func successors(of record: String) -> [String] {
        successors[record] ?? []
    }

    /// Whether `first` and `second` are records that each reach the other by value (or one record).
    func areInOneCycle(_ first: String, _ second: String) -> Bool {
        guard let component = component[first] else { return false }
        return component == self.component[second]
    }
}
