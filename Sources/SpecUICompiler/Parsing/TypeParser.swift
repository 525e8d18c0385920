/// Parses a type written as text: `Int`, `Double`, `Bool`, `String`, `[T]`, `T?`, or a name.
///
/// Names other than the four built-ins become `.named`; the checker resolves
/// them against the unit's `types:`.
enum TypeParser {
    /// Why a type could not be parsed, at a Unicode-scalar offset into the text.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
        /// Swift's generic spelling of a type the language writes otherwise (`Optional<String>`): where it ends,
        /// and the language's spelling of it (`String?`), which may replace the text from `offset` to there.
        var spelling: (end: Int, replacement: String)?

        static func == (lhs: Failure, rhs: Failure) -> Bool {
            lhs.offset == rhs.offset && lhs.message == rhs.message && lhs.spelling?.end == rhs.spelling?.end
                && lhs.spelling?.replacement == rhs.spelling?.replacement
        }
    }

    static let emptyMessage = "expected a type such as 'String', '[Todo]' or 'Int?'"
    static let unclosedMessage = "expected ']' to close '['"
    static func unexpectedMessage(_ character: Unicode.Scalar) -> String {
        "unexpected '\(character)' in type"
    }
    static let dictionaryMessage = "dictionary types are not supported; declare a record under 'types:'"
    static let doubleOptionalMessage = "a type can be optional only once"
    /// How deep arrays may nest in a type, so that every stage that walks a type stays far from the stack's end.
    static let maximumDepth = 128
    static let tooDeepMessage = "the type nests arrays deeper than \(maximumDepth) levels"

    /// A Swift declaration's type and initial value, `Int` and `10` of `Int = 10`: a type, ` = ` and a value.
    static func declaration(_ text: Substring) -> (type: String, value: String)? {
        // Found in the UTF-8 bytes: every state's scalar is asked, and most have no ` = `.
        let bytes = text.utf8
        guard
            let equals = bytes.indices.first(where: { index in
                bytes[index] == UInt8(ascii: "=")
                    && index > bytes.startIndex && bytes[bytes.index(before: index)] == UInt8(ascii: " ")
                    && bytes.index(after: index) < bytes.endIndex
                    && bytes[bytes.index(after: index)] == UInt8(ascii: " ")
            })
        else { return nil }
        let type = text[..<equals].trimmingCharacters(in: .whitespaces)
        let value = text[bytes.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        // A type is a type's name or `[T]`: `label = on ? "a" : "b"` is an assignment, not a declaration.
        guard let first = type.first, first.isUppercase || first == "[" else { return nil }
        guard !value.isEmpty, let spelled = languageSpelling(of: type) else { return nil }
        return (spelled, value)
    }

    /// `text` when it parses as a type, or the language's spelling of the Swift generic spelling that is the whole
    /// of it (`[Int]` for `Array<Int>`); nil for anything else.
    static func languageSpelling(of text: String) -> String? {
        switch parse(text) {
        case .success: return text
        case .failure(let failure):
            guard failure.offset == 0, let spelling = failure.spelling, spelling.end == text.unicodeScalars.count,
                case .success = parse(spelling.replacement)
            else { return nil }
            return spelling.replacement
        }
    }

    static func parse(_ text: String) -> Result<TypeRef, Failure> {
        // In ASCII text every byte is one Unicode scalar, so offsets into the bytes are scalar offsets.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var parser = Parser<UTF8>(Array(text.utf8))
            return parser.parse()
        }
        var parser = Parser<UTF32>(text.unicodeScalars.map(\.value))
        return parser.parse()
    }

    /// The parser proper, over the text's code units, each of which is one Unicode scalar.
    private struct Parser<Codec: Unicode.Encoding> where Codec.CodeUnit: FixedWidthInteger {
        private let units: [Codec.CodeUnit]
        private var index = 0
        /// How many `[` the type being parsed is inside.
        private var depth = 0
        /// The Swift generic spellings the type is inside (`Optional<Array<Int>>` reads `Array<Int>` inside one),
        /// which are read as the types they spell, so that the outermost is reported whole with the language's
        /// spelling of all of it.
        private var genericDepth = 0

        init(_ units: [Codec.CodeUnit]) {
            self.units = units
        }

        mutating func parse() -> Result<TypeRef, Failure> {
            do throws(Failure) {
                let type = try parseType()
                skipSpaces()
                if index < units.count { throw unexpected() }
                return .success(type)
            } catch {
                return .failure(error)
            }
        }

        private func scalar(at index: Int) -> Unicode.Scalar {
            Unicode.Scalar(UInt32(units[index]))!
        }

        /// Whether the unit at `index` exists and is `character`.
        private func isAt(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            index < units.count && units[index] == character.value
        }

        private mutating func parseType() throws(Failure) -> TypeRef {
            skipSpaces()
            guard index < units.count else { throw Failure(offset: index, message: TypeParser.emptyMessage) }
            var type: TypeRef
            if isAt(index, "[") {
                guard depth < TypeParser.maximumDepth else {
                    throw Failure(offset: index, message: TypeParser.tooDeepMessage)
                }
                index += 1
                depth += 1
                let element = try parseType()
                depth -= 1
                skipSpaces()
                if isAt(index, ":") {
                    throw Failure(offset: index, message: TypeParser.dictionaryMessage)
                }
                guard isAt(index, "]") else {
                    if index < units.count { throw unexpected() }
                    throw Failure(offset: index, message: TypeParser.unclosedMessage)
                }
                index += 1
                type = .array(element)
            } else {
                type = try parseName()
            }
            skipSpaces()
            if isAt(index, "?") {
                index += 1
                type = .optional(type)
                skipSpaces()
                if isAt(index, "?") {
                    throw Failure(offset: index, message: TypeParser.doubleOptionalMessage)
                }
            }
            return type
        }

        private mutating func parseName() throws(Failure) -> TypeRef {
            let start = index
            while index < units.count, !Self.isDelimiter(units[index]) {
                index += 1
            }
            let name = String(decoding: units[start..<index], as: Codec.self)
            guard !name.isEmpty else { throw unexpected() }
            if isAt(index, "<") {
                if genericDepth > 0, let spelled = try genericArgument(of: name) { return spelled }
                try rejectGeneric(name, at: start)
            }
            guard SwiftIdentifier.isValid(name) else {
                // The first character that cannot continue an identifier is the one to point at.
                if let bad = name.unicodeScalars.firstIndex(where: { !SwiftIdentifier.isValid("a\($0)") }) {
                    let offset = start + name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: bad)
                    throw Failure(offset: offset, message: TypeParser.unexpectedMessage(scalar(at: offset)))
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

        /// Rejects Swift's generic spelling of a type at the `<` after `name`, telling the language's:
        /// `Array<Todo>` is `[Todo]`, `Optional<String>` is `String?`.
        /// The type `Array<T>` or `Optional<T>` spells, read inside another generic spelling; nil for another name.
        private mutating func genericArgument(of name: String) throws(Failure) -> TypeRef? {
            guard let argument = try genericArgumentType(of: name) else { return nil }
            index += 1
            if name == "Optional" {
                if case .optional = argument { throw Failure(offset: index, message: TypeParser.doubleOptionalMessage) }
                return .optional(argument)
            }
            return .array(argument)
        }

        /// The `T` of `name<T>` at the `<`, past the `>`, for the arrays and optionals the language spells; nil for
        /// another name.
        private mutating func genericArgumentType(of name: String) throws(Failure) -> TypeRef? {
            guard ["Array", "Set", "ContiguousArray", "Optional"].contains(name) else { return nil }
            guard depth < TypeParser.maximumDepth else {
                throw Failure(offset: index, message: TypeParser.tooDeepMessage)
            }
            index += 1
            depth += 1
            genericDepth += 1
            let argument = try parseType()
            depth -= 1
            genericDepth -= 1
            skipSpaces()
            guard isAt(index, ">") else { throw unexpected() }
            return argument
        }

        /// Reported from the start of the name to the `>`, with the language's spelling where it has one (none for an
        /// optional of an optional, which the language does not have).
        private mutating func rejectGeneric(_ name: String, at start: Int) throws(Failure) -> Never {
            let open = index
            if name == "Dictionary" { throw Failure(offset: open, message: TypeParser.dictionaryMessage) }
            guard let argument = try genericArgumentType(of: name) else {
                throw Failure(
                    offset: start,
                    message:
                        "'\(name)<...>' is Swift's spelling; generic types other than arrays and optionals are not "
                        + "supported")
            }
            if name == "Optional", case .optional = argument {
                throw Failure(offset: start, message: TypeParser.doubleOptionalMessage)
            }
            // Only the arrays' and optionals' spellings get this far.
            let spelling = name == "Optional" ? "\(argument)?" : "[\(argument)]"
            let what = name == "Optional" ? "an optional" : "an array of"
            throw Failure(
                offset: start,
                message: "'\(name)<...>' is Swift's spelling; write \(what) '\(argument)' as '\(spelling)'",
                spelling: (index + 1, spelling))
        }

        /// `[`, `]`, `?`, `:`, space, tab, and the `<`, `>` and `,` of Swift's generic spelling.
        private static func isDelimiter(_ unit: Codec.CodeUnit) -> Bool {
            switch unit {
            case 0x5B, 0x5D, 0x3F, 0x3A, 0x20, 0x09, 0x3C, 0x3E, 0x2C: true
            default: false
            }
        }

        private mutating func skipSpaces() {
            while index < units.count, units[index] == 0x20 || units[index] == 0x09 {
                index += 1
            }
        }

        private func unexpected() -> Failure {
            guard index < units.count else { return Failure(offset: index, message: TypeParser.emptyMessage) }
            return Failure(offset: index, message: TypeParser.unexpectedMessage(scalar(at: index)))
        }
    }
}
