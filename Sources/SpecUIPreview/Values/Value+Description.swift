import SpecUICompiler

extension Value: CustomStringConvertible, CustomDebugStringConvertible {
    /// The module generated types live in, as Swift's debug descriptions name it.
    static let generatedModule = "GeneratedScreens"
    /// The enums the runtime declares, which debug descriptions qualify with `SpecUI`.
    static let runtimeEnums: Set<String> = ["LayoutDirection", "ColorScheme"]

    /// The text Swift's `"\(x)"` gives for a non-optional value: `3`, `0.5`, `1.0`, `true`, `loaded`, `Alice`.
    package var description: String {
        switch self {
        case .int(let value): String(describing: value)
        case .double(let value): String(describing: value)
        case .bool(let value): String(describing: value)
        case .string(let value): value
        case .null: "nil"
        case .enumCase(_, let name): name
        case .array(let elements): "[" + elements.map(\.debugDescription).joined(separator: ", ") + "]"
        case .record(let type, let fields):
            type + "(" + fields.map { "\($0.name): \($0.value.debugDescription)" }.joined(separator: ", ") + ")"
        }
    }

    /// The text Swift's `String(reflecting:)` gives: strings quoted and escaped, enum cases and records with module
    /// and type.
    package var debugDescription: String {
        switch self {
        case .string(let value):
            return String(reflecting: value)
        case .enumCase(let type, let name):
            let module = Self.runtimeEnums.contains(type) ? "SpecUI" : Self.generatedModule
            return "\(module).\(type).\(name)"
        case .record:
            return "\(Self.generatedModule).\(description)"
        default:
            return description
        }
    }

    /// The text of `"\(x)"` for a value of static type `type`, whose records' fields `types` declares: optionals
    /// inside arrays and records print as Swift prints them too (`Optional([Optional(1), nil])`,
    /// `GeneratedScreens.Q(o: Optional(3))`).
    package func interpolated(as type: TypeRef?, types: TypeTable) -> String {
        guard let type, case .optional = type else { return description }
        return reflected(as: type, types: types)
    }

    /// `String(reflecting:)` of a value of static type `type`.
    private func reflected(as type: TypeRef, types: TypeTable) -> String {
        switch (self, type) {
        case (.null, .optional):
            return "nil"
        case (_, .optional(let wrapped)):
            return "Optional(\(reflected(as: wrapped, types: types)))"
        case (.array(let elements), .array(let element)):
            return "[" + elements.map { $0.reflected(as: element, types: types) }.joined(separator: ", ") + "]"
        case (.record(let name, let fields), .named):
            let declared = types.records[name] ?? []
            let written = fields.map { field in
                let fieldType = declared.first { $0.name.name == field.name }?.type
                let value =
                    fieldType.map { field.value.reflected(as: $0, types: types) } ?? field.value.debugDescription
                return "\(field.name): \(value)"
            }
            return "\(Self.generatedModule).\(name)(" + written.joined(separator: ", ") + ")"
        default:
            return debugDescription
        }
    }
}
