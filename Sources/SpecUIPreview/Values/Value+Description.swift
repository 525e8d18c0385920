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

    /// The text Swift's `String(reflecting:)` gives: strings quoted and escaped, enum cases with module and type.
    package var debugDescription: String {
        switch self {
        case .string(let value):
            return String(reflecting: value)
        case .enumCase(let type, let name):
            let module = Self.runtimeEnums.contains(type) ? "SpecUI" : Self.generatedModule
            return "\(module).\(type).\(name)"
        default:
            return description
        }
    }

    /// The text of `"\(x)"` for a value whose static type is optional or not: `Optional(3)`, `nil`, `3`.
    package func interpolated(isOptional: Bool) -> String {
        guard isOptional else { return description }
        if case .null = self { return "nil" }
        return "Optional(\(debugDescription))"
    }
}
