/// A type of the spec language: `Int`, `Double`, `Bool`, `String`, `[T]`, `T?`,
/// or a name declared under `types:` (and the built-in environment enums
/// `LayoutDirection` and `ColorScheme`).
package enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case int
    case double
    case bool
    case string
    indirect case array(TypeRef)
    indirect case optional(TypeRef)
    case named(String)

    /// The type spelled as in Swift: `[Todo]`, `String?`.
    package var description: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .named(let name): name
        }
    }
}
