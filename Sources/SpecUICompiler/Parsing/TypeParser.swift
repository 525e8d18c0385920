/// Parses a type written as text: `Int`, `Double`, `Bool`, `String`, `[T]`, `T?`, or a name.
///
/// Names other than the four built-ins become `.named`; the checker resolves
/// them against the unit's `types:`.
struct TypeParser {
    /// Why a type could not be parsed, at a Unicode-scalar offset into the text.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    static let emptyMessage = "expected a type such as 'String', '[Todo]' or 'Int?'"
    static let unclosedMessage = "expected ']' to close '['"
    static func unexpectedMessage(_ character: Unicode.Scalar) -> String {
        "unexpected '\(character)' in type"
    }
    static let dictionaryMessage = "dictionary types are not supported; declare a record under 'types:'"
    static let doubleOptionalMessage = "a type can be optional only once"

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func parse(_ text: String) -> Result<TypeRef, Failure> {
        var parser = TypeParser(text)
        do throws(Failure) {
            let type = try parser.parseType()
            parser.skipSpaces()
            if parser.index < parser.scalars.count { throw parser.unexpected() }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    private mutating func parseType() throws(Failure) -> TypeRef {
        skipSpaces()
        guard index < scalars.count else { throw Failure(offset: index, message: Self.emptyMessage) }
        var type: TypeRef
        if scalars[index] == "[" {
            index += 1
            let element = try parseType()
            skipSpaces()
            if index < scalars.count, scalars[index] == ":" {
                throw Failure(offset: index, message: Self.dictionaryMessage)
            }
            guard index < scalars.count, scalars[index] == "]" else {
                if index < scalars.count { throw unexpected() }
                throw Failure(offset: index, message: Self.unclosedMessage)
            }
            index += 1
            type = .array(element)
        } else {
            type = try parseName()
        }
        skipSpaces()
        if index < scalars.count, scalars[index] == "?" {
            index += 1
            type = .optional(type)
            skipSpaces()
            if index < scalars.count, scalars[index] == "?" {
                throw Failure(offset: index, message: Self.doubleOptionalMessage)
            }
        }
        return type
    }

    private mutating func parseName() throws(Failure) -> TypeRef {
        let start = index
        while index < scalars.count, !Self.delimiters.contains(scalars[index]) {
            index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        guard !name.isEmpty else { throw unexpected() }
        guard SwiftIdentifier.isValid(name) else {
            // The first character that cannot continue an identifier is the one to point at.
            if let bad = name.unicodeScalars.firstIndex(where: { !SwiftIdentifier.isValid("a\($0)") }) {
                let offset = start + name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: bad)
                throw Failure(offset: offset, message: Self.unexpectedMessage(scalars[offset]))
            }
            throw Failure(offset: start, message: "'\(name)' is not a valid type name")
        }
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        case "String": return .string
        default: return .named(name)
        }
    }

    private static let delimiters: Set<Unicode.Scalar> = ["[", "]", "?", ":", " ", "\t"]

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" {
            index += 1
        }
    }

    private func unexpected() -> Failure {
        guard index < scalars.count else { return Failure(offset: index, message: Self.emptyMessage) }
        return Failure(offset: index, message: Self.unexpectedMessage(scalars[index]))
    }
}
