/// The record and enum types a compile unit declares, plus the built-in environment enums.
package struct TypeTable: Hashable, Sendable {
    /// Record name to its fields, in declared order.
    package private(set) var records: [String: [FieldDecl]]
    /// Enum name to its cases, in declared order.
    package private(set) var enums: [String: [String]]
    /// Record name to the fields whose declaration was rejected and reported.
    package private(set) var rejectedFields: [String: Set<String>] = [:]
    /// Enum name to the cases whose declaration was rejected and reported.
    package private(set) var rejectedCases: [String: Set<String>] = [:]

    /// `LayoutDirection` and `ColorScheme`, the types of the v1 environment values.
    package static let builtinEnums: [String: [String]] = [
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "ColorScheme": ["light", "dark"],
    ]

    package init(records: [String: [FieldDecl]] = [:], enums: [String: [String]] = [:]) {
        self.records = records
        self.enums = Self.builtinEnums.merging(enums) { builtin, _ in builtin }
    }

    /// The table for a unit's `types:` entries; a later duplicate name does not replace the first.
    package init(declarations: [TypeDecl]) {
        self.init()
        for declaration in declarations { add(declaration) }
    }

    /// Adds a declaration unless its name is already taken (duplicates are reported by the checker).
    package mutating func add(_ declaration: TypeDecl) {
        let name = declaration.name.name
        guard records[name] == nil, enums[name] == nil else { return }
        switch declaration.kind {
        case .record(let fields):
            records[name] = fields
            if !declaration.rejectedFields.isEmpty { rejectedFields[name] = Set(declaration.rejectedFields) }
        case .enumeration(let cases):
            enums[name] = cases.map(\.name)
            if !declaration.rejectedCases.isEmpty { rejectedCases[name] = Set(declaration.rejectedCases) }
        }
    }

    /// Removes the type `name`, declared twice: which of its declarations a use meant is not known, so none is used.
    package mutating func remove(_ name: String) {
        records[name] = nil
        enums[name] = nil
        rejectedFields[name] = nil
        rejectedCases[name] = nil
    }

    /// Moves the fields whose type names no declared type to `rejectedFields`, once every type is added: the type
    /// is reported where the field declares it, and the field's uses are not reported again.
    package mutating func rejectFieldsOfUnknownTypes() {
        for (name, fields) in records {
            let unknown = fields.filter { !isKnown($0.type) }
            guard !unknown.isEmpty else { continue }
            records[name] = fields.filter { isKnown($0.type) }
            rejectedFields[name, default: []].formUnion(unknown.map(\.name.name))
        }
    }

    package func fields(of type: TypeRef) -> [FieldDecl]? {
        guard case .named(let name) = type else { return nil }
        return records.value(spelledExactly: name)
    }

    /// Whether `field` of `type` was declared but rejected there, so that a use of it is not reported again.
    package func isRejectedField(_ field: String, of type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return rejectedFields.value(spelledExactly: name)?.contains(field) ?? false
    }

    /// Whether `enumCase` of `type` was declared but rejected there, so that a use of it is not reported again.
    package func isRejectedCase(_ enumCase: String, of type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return rejectedCases.value(spelledExactly: name)?.contains(enumCase) ?? false
    }

    package func cases(of type: TypeRef) -> [String]? {
        guard case .named(let name) = type else { return nil }
        return enums.value(spelledExactly: name)
    }

    /// Whether every named type inside `type` is declared.
    package func isKnown(_ type: TypeRef) -> Bool {
        switch type {
        case .int, .double, .bool, .string: true
        case .array(let element), .optional(let element): isKnown(element)
        case .named(let name): records.value(spelledExactly: name) != nil || enums.value(spelledExactly: name) != nil
        }
    }

    /// Whether values of `type` can be compared with `==` and used as ids (every known type is, in v1).
    package func isHashable(_ type: TypeRef) -> Bool { isKnown(type) }

    /// Whether `<`, `<=`, `>`, `>=` apply: Int, Double and String, as in Swift.
    package func isComparable(_ type: TypeRef) -> Bool {
        type == .int || type == .double || type == .string
    }

    /// Whether `type` is a record with an `id` field, which makes it `Identifiable`.
    package func isIdentifiable(_ type: TypeRef) -> Bool { idType(of: type) != nil }

    /// The type of a record's `id` field.
    package func idType(of type: TypeRef) -> TypeRef? {
        fields(of: type)?.first { $0.name.name == "id" }?.type
    }

    /// The value a prop starts at without a preview, as Swift source: `0`, `""`, `[]`, `nil`, `.loading`.
    package func zeroValueDescription(_ type: TypeRef) -> String {
        switch type {
        case .int: return "0"
        case .double: return "0.0"
        case .bool: return "false"
        case .string: return "\"\""
        case .array: return "[]"
        case .optional: return "nil"
        case .named(let name):
            if let cases = enums[name] { return cases.first.map { ".\($0)" } ?? "nil" }
            let fields = records[name] ?? []
            let arguments = fields.map { "\($0.name.name): \(zeroValueDescription($0.type))" }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        }
    }
}
