import SpecUICompiler

/// Builds values from literals (state initial values, preview values) and the zero value of a type.
package struct ValueFactory: Sendable {
    package let types: TypeTable

    package init(types: TypeTable) {
        self.types = types
    }

    /// The value a prop starts at without a preview: 0, 0.0, false, "", [], nil, the first enum case, a record of
    /// zeros.
    package func zeroValue(of type: TypeRef) -> Value {
        switch type {
        case .int: return .int(0)
        case .double: return .double(0)
        case .bool: return .bool(false)
        case .string: return .string("")
        case .array: return .array([])
        case .optional: return .null
        case .named(let name):
            if let cases = types.enums[name] {
                return cases.first.map { .enumCase(type: name, name: $0) } ?? .null
            }
            let fields = types.records[name] ?? []
            return .record(
                type: name, fields: fields.map { Value.Field(name: $0.name.name, value: zeroValue(of: $0.type)) })
        }
    }

    /// The value of YAML data read against `type` (the literal's checked type when it has one).
    package func value(of literal: Literal, as type: TypeRef?) -> Value {
        let type = literal.type ?? type
        switch literal.kind {
        case .integer(let value):
            return type?.withoutOptional == .double ? .double(Double(value)) : .int(value)
        case .double(let value):
            return .double(value)
        case .boolean(let value):
            return .bool(value)
        case .string(let value):
            return .string(value)
        case .null:
            return .null
        case .enumCase(let name):
            return .enumCase(type: type?.withoutOptional.declaredName ?? "", name: name)
        case .array(let elements):
            var element: TypeRef?
            if case .array(let declared)? = type?.withoutOptional { element = declared }
            return .array(elements.map { value(of: $0, as: element) })
        case .record(let fields):
            return record(fields, as: type?.withoutOptional)
        }
    }

    /// A record from written fields, in the order the record declares them; an omitted field is its zero value.
    private func record(_ written: [LiteralField], as type: TypeRef?) -> Value {
        guard let name = type?.declaredName, let declared = types.records[name] else {
            return .record(
                type: type?.declaredName ?? "",
                fields: written.map { .init(name: $0.name.name, value: value(of: $0.value, as: nil)) })
        }
        let fields = declared.map { field in
            let literal = written.first { $0.name.name == field.name.name }?.value
            return Value.Field(
                name: field.name.name, value: literal.map { value(of: $0, as: field.type) } ?? zeroValue(of: field.type)
            )
        }
        return .record(type: name, fields: fields)
    }
}

extension TypeRef {
    /// The type without one level of `?`.
    package var withoutOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The name of a declared type, `nil` for built-in and composite types.
    package var declaredName: String? {
        if case .named(let name) = self { return name }
        return nil
    }

}
