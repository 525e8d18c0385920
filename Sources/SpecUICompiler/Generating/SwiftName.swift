/// The generator's guard on names: the checker has validated every name, and the generator relies on it.
enum SwiftName {
    /// `name`, after asserting it is a Swift identifier that is not a keyword.
    static func checked(_ name: String) -> String {
        precondition(
            SwiftIdentifier.isValid(name) && !SwiftIdentifier.isKeyword(name),
            "the checker let through '\(name)', which is not a usable Swift identifier"
        )
        return name
    }

    /// A type spelled in Swift, with every name in it checked.
    static func type(_ type: TypeRef) -> String {
        switch type {
        case .array(let element): _ = Self.type(element)
        case .optional(let wrapped): _ = Self.type(wrapped)
        case .named(let name): _ = checked(name)
        case .int, .double, .bool, .string: break
        }
        return type.description
    }
}
