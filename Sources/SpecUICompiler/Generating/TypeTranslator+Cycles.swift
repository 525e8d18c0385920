extension TypeTranslator {
    /// The records whose fields lead back to the record itself, through arrays (`children: "[Node]"`).
    ///
    /// Swift infers `Sendable` for a struct whose stored properties are all `Sendable`, but not across such a
    /// cycle, so these records state it: a view's `nonisolated` `==` can then read props and snapshots of them.
    static func cyclicRecords(_ types: [TypeDecl]) -> Set<String> {
        var references: [String: Set<String>] = [:]
        for type in types {
            guard case .record(let fields) = type.kind else { continue }
            references[type.name.name] = Set(fields.flatMap { namedTypes(in: $0.type) })
        }
        return Set(
            references.keys.filter { record in
                var visited: Set<String> = []
                var pending = Array(references[record] ?? [])
                while let next = pending.popLast() {
                    if next == record { return true }
                    guard visited.insert(next).inserted else { continue }
                    pending += references[next] ?? []
                }
                return false
            })
    }

    private static func namedTypes(in type: TypeRef) -> [String] {
        switch type {
        case .int, .double, .bool, .string: []
        case .array(let element), .optional(let element): namedTypes(in: element)
        case .named(let name): [name]
        }
    }
}
