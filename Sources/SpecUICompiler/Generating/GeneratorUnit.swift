/// What the generator looks up across a compile unit: views (for argument order) and types (for record fields).
struct GeneratorUnit: Sendable {
    var views: [String: ViewDecl] = [:]
    var records: [String: [FieldDecl]] = [:]
    var enums: [String: [Identifier]] = [:]
    /// The names of the unit's views, records and enums, gathered once for every view that avoids them.
    private(set) var typeNames: Set<String> = []

    init(files: [SpecFile]) {
        for file in files {
            if let view = file.view {
                views[view.name.name] = view
            }
            for type in file.types {
                switch type.kind {
                case .record(let fields): records[type.name.name] = fields
                case .enumeration(let cases): enums[type.name.name] = cases
                }
            }
        }
        typeNames = Set(views.keys).union(records.keys).union(enums.keys)
    }

    /// The value a preview starts from when it sets nothing: 0, 0.0, false, "", [], nil, the first enum case.
    func zeroValue(of type: TypeRef) -> SwiftExpr {
        switch type {
        case .int: return .integer(0)
        case .double: return .double(0)
        case .bool: return .boolean(false)
        case .string: return .string("")
        case .array: return .array([])
        case .optional: return .nil
        case .named(let name):
            if let cases = enums[name], let first = cases.first {
                return .implicitMember(SwiftName.checked(first.name))
            }
            // `LayoutDirection` and `ColorScheme`, which have no initializer to call.
            if let first = TypeTable.builtinEnums[name]?.first {
                return .implicitMember(first)
            }
            let fields = records[name] ?? []
            return .call(
                SwiftName.checked(name),
                fields.map { SwiftArgument(SwiftName.checked($0.name.name), zeroValue(of: $0.type)) }
            )
        }
    }
}
