import SpecUIText

extension SpecDecoder {
    static let explicitStateKeys = ["type", "initial"]

    static func unknownStateKeyMessage(_ key: String, state: String) -> String {
        unknownKeyMessage("unknown key '\(key)' in state '\(state)'", key: key, expected: explicitStateKeys)
    }

    static func missingStateKeyMessage(_ key: String, state: String) -> String {
        "state '\(state)' is missing '\(key)'"
    }

    /// Plain scalars that read as null or a Boolean, in a literal or as a switch case key.
    static let plainWords = WordTable<Literal.Kind>([
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .boolean(true)), ("True", .boolean(true)), ("TRUE", .boolean(true)),
        ("false", .boolean(false)), ("False", .boolean(false)), ("FALSE", .boolean(false)),
    ])

    static func integerOverflowMessage(_ text: String) -> String { "integer literal '\(text)' overflows Int" }

    /// `state:`: `name: literal` (type inferred by the checker) or `name: {type: "T", initial: literal}`.
    ///
    /// A state whose name, type or initial value is reported is left out and added to `rejected`.
    /// `key` is where `state:` is written: an entry replacing a value on its line starts a line of its own below it.
    mutating func decodeState(_ node: YAMLNode, key: SourceRange, rejected: inout [RejectedMember]) -> [StateDecl] {
        if let (name, written) = Self.swiftStateDeclaration(node) {
            // `state: var count = 0` becomes `state:` and, indented below it, `count: 0`; YAML reads no mapping
            // after a key on its line. The blanks after its `:` go too, so that no line ends in one.
            let onKeyLine = node.range.start.line == key.start.line
            let lineBreak = node.scalar?.lineBreak ?? "\n"
            let entry = onKeyLine ? lineBreak + String(repeating: " ", count: key.start.column + 1) + written : written
            let afterColon = SourceLocation(line: key.end.line, column: key.end.column + 1)
            let replaced = onKeyLine ? SourceRange(start: afterColon, end: node.range.end) : node.range
            let initial = written.dropFirst(name.count + 2)
            // A value that states no type by itself (`[]`, `nil`) is written with its type, which is not known here.
            let statesType = initial.hasPrefix("{") || Self.statesItsType(initial)
            let advice =
                statesType
                ? "write '\(written)'"
                : "'\(initial)' does not say the state's type, so write it with its type: '\(name): {type: ..., "
                    + "initial: \(initial)}'"
            error(
                "swift-declaration",
                "'state:' holds a Swift declaration; the spec writes a mapping of state names to initial values: "
                    + advice,
                at: node.range, fixIt: statesType ? Diagnostic.FixIt(range: replaced, replacement: entry) : nil)
            rejected.append(RejectedMember(name: Identifier(name, range: node.range), kind: .state))
            return []
        }
        guard let entries = sectionMapping(node, expected: "a mapping of state names to initial values", below: key)
        else {
            Self.rejectNames(writtenIn: node, as: .state, in: &rejected)
            return []
        }
        var state: [StateDecl] = []
        state.reserveCapacity(entries.count)
        for entry in entries {
            let decl: StateDecl? =
                if let name = name(entry.key, role: .stateValue) {
                    // A mapping without `type:` and `initial:` is a record literal, whose type checking asks for.
                    if let fields = entry.value.mapping, Self.isExplicitState(fields) {
                        explicitState(name, fields)
                    } else if let declaration = Self.swiftDeclaration(entry.value) {
                        swiftDeclaredState(name, declaration, at: entry.value.range)
                    } else {
                        literal(entry.value).map {
                            StateDecl(
                                name: name, declaredType: nil, initial: $0,
                                typeSpelledByInitial: Self.typeSpelled(by: entry.value))
                        }
                    }
                } else {
                    nil
                }
            if let decl { state.append(decl) } else { Self.reject(entry.key, as: .state, in: &rejected) }
        }
        return state
    }

    /// Whether a state's mapping is the explicit form: it holds `type:` or `initial:`, or only keys spelled close
    /// to them (`{typ: Int, initail: 0}`), which a record literal, whose type a state cannot infer, would not be.
    static func isExplicitState(_ fields: YAMLNode.Entries) -> Bool {
        if fields.contains(where: { $0.key.scalarValue.map(explicitStateKeys.contains) == true }) { return true }
        return !fields.isEmpty
            && fields.allSatisfy { entry in
                entry.key.scalarValue.map { Suggestion.closest(to: $0, among: explicitStateKeys) != nil } == true
            }
    }

    private mutating func explicitState(_ name: Identifier, _ entries: YAMLNode.Entries) -> StateDecl? {
        let keys = entries.compactMap { $0.key.scalarValue }
        var type: TypeRef?
        var typeRange: SourceRange?
        var initial: Literal?
        var complete = true
        var suggested: Set<String> = []
        // `default: .daily` beside `type:`: a lone unknown key stands for the one key left out, as a record
        // literal's lone unknown field does.
        let unknown = keys.filter { !Self.explicitStateKeys.contains($0) }
        let missing = Self.explicitStateKeys.filter { !keys.contains($0) }
        let standIn =
            unknown.count == 1 && missing.count == 1
                && Suggestion.closest(to: unknown[0], among: Self.explicitStateKeys) == nil
            ? (key: unknown[0], meaning: missing[0]) : nil
        for entry in entries {
            guard var key = key(entry) else { continue }
            if let standIn, key == standIn.key {
                error(
                    "unknown-key",
                    "unknown key '\(key)' in state '\(name.name)'; did you mean '\(standIn.meaning)'?",
                    at: entry.key.range,
                    fixIt: Diagnostic.FixIt(range: entry.key.range, replacement: standIn.meaning))
                suggested.insert(standIn.meaning)
                key = standIn.meaning
            }
            switch key {
            case "type":
                type = typeRef(entry.value)
                typeRange = typeNameRange(entry.value)
                complete = complete && type != nil
            case "initial":
                initial = literal(entry.value)
                complete = complete && initial != nil
            default:
                let match = errorUnknown(
                    "unknown-key", Self.unknownStateKeyMessage(key, state: name.name), word: key,
                    candidates: Self.explicitStateKeys, at: entry.key.range)
                if let match { suggested.insert(match) }
            }
        }
        for required in Self.explicitStateKeys where !keys.contains(required) && !suggested.contains(required) {
            error("missing-key", Self.missingStateKeyMessage(required, state: name.name), at: name.range)
        }
        guard complete, let type, let initial else { return nil }
        return StateDecl(name: name, declaredType: type, declaredTypeRange: typeRange, initial: initial)
    }

    /// A state's value written as a Swift declaration's type and initial value, `Int = 10` of `goal: Int = 10`: a
    /// plain scalar of a type, ` = ` and a value.
    static func swiftDeclaration(_ node: YAMLNode) -> (type: String, value: String)? {
        guard node.scalarStyle == .plain, node.tag == nil, let text = node.scalarValue else { return nil }
        return TypeParser.declaration(text[...])
    }

    /// For a `state:` written as one Swift declaration, `count = 0`, `var count = 0` or `var count: Int = 0`: the
    /// state's name, and its entry as the spec writes it (`count: 0`, `count: {type: Int, initial: 0}`).
    static func swiftStateDeclaration(_ node: YAMLNode) -> (name: String, written: String)? {
        guard node.scalarStyle == .plain, node.tag == nil, let text = node.scalarValue?[...] else { return nil }
        return swiftStateDeclaration(text)
    }

    /// For Swift's declaration of a state, `count = 0`, `private var count = 0` or `var count: Int = 0`: its name,
    /// and its entry as the spec writes it.
    static func swiftStateDeclaration(_ declaration: Substring) -> (name: String, written: String)? {
        let text = withoutDeclarationKeywords(declaration)
        let name = text.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        guard SwiftIdentifier.isValid(String(name)) else { return nil }
        let rest = text.dropFirst(name.count).drop { $0 == " " }
        if rest.first == ":", let declaration = TypeParser.declaration(rest.dropFirst().drop { $0 == " " }) {
            guard let explicit = explicitState(type: declaration.type, initial: declaration.value) else { return nil }
            return (String(name), "\(name): " + explicit)
        }
        guard rest.hasPrefix("= ") else { return nil }
        let value = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
        // `[Todo]()`, Swift's empty array of a type: the explicit form of that type.
        if value.hasPrefix("["), value.hasSuffix("]()"), case let type = String(value.dropLast(2)),
            case .success = TypeParser.parse(type)
        {
            return (String(name), "\(name): " + explicitState(type: type, value: "[]"))
        }
        // `Mood.happy`: a case written with its enum, which is the state's type.
        if let dot = value.firstIndex(of: "."), case let type = String(value[..<dot]),
            SwiftIdentifier.isValid(type), SwiftIdentifier.isUpperCamelCase(type),
            !Self.builtinTypeNames.contains(type),
            let explicit = explicitState(type: type, initial: value)
        {
            return (String(name), "\(name): " + explicit)
        }
        // Several declarations folded into one scalar are not one state's.
        guard !value.isEmpty, !value.contains(" = "), let initial = SwiftInitialValue.yaml(value, type: nil) else {
            return nil
        }
        return (String(name), "\(name): \(initial)")
    }

    /// Whether a state's initial value, as YAML spells it, gives the state its type: a number, a Bool, a string, or
    /// a list of such values. Any other (`[]`, `null`) needs the explicit form, whose type is not known from it.
    static func statesItsType(_ yaml: Substring) -> Bool {
        if yaml.hasPrefix("\"") || yaml == "true" || yaml == "false" { return true }
        if let first = yaml.unicodeScalars.first, "0123456789-".unicodeScalars.contains(first), Double(yaml) != nil {
            return true
        }
        guard yaml.hasPrefix("["), yaml.hasSuffix("]") else { return false }
        // `[]` splits into one empty item, which states nothing.
        let items = yaml.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        return items.allSatisfy { item in
            let text = item.trimmingCharacters(in: .whitespaces)
            return !text.hasPrefix("[") && statesItsType(text[...])
        }
    }

    /// For Swift's declaration of a prop or a binding, `let title: String` or `var isOn: Bool`: its entry as the spec
    /// writes it, `title: String`.
    static func swiftPropertyDeclaration(_ declaration: Substring) -> String? {
        let text = withoutDeclarationKeywords(declaration)
        let name = text.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        guard SwiftIdentifier.isValid(String(name)) else { return nil }
        let rest = text.dropFirst(name.count).drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        let type = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        guard case .success = TypeParser.parse(type) else { return nil }
        return "\(name): \(type)"
    }

    /// `text` without the keywords a Swift property declaration starts with (`private var`).
    private static func withoutDeclarationKeywords(_ text: Substring) -> Substring {
        var text = text.drop { $0 == " " }
        while let keyword = ["private ", "fileprivate ", "public ", "var ", "let "].first(where: text.hasPrefix) {
            text = text.dropFirst(keyword.count).drop { $0 == " " }
        }
        return text
    }

    /// The explicit form of a state of `type` starting as `initial`, written as Swift writes them:
    /// `{type: "String?", initial: null}` for `String? = nil`. An array or optional type is quoted, as YAML would
    /// read `[T]` as a list; the value is spelled as YAML spells it (`SwiftInitialValue`), and nil when it cannot be.
    static func explicitState(type: String, initial: String) -> String? {
        SwiftInitialValue.yaml(initial, type: type).map { explicitState(type: type, value: $0) }
    }

    /// The explicit form of a state of `type` starting as `value`, already spelled as YAML spells it.
    static func explicitState(type: String, value: String) -> String {
        let quotedType = type.contains("[") || type.contains("?") ? "\"\(type)\"" : type
        return "{type: \(quotedType), initial: \(value)}"
    }

    /// Whether `value`, a literal as YAML spells it, is one of `type` when that is a built-in type or its optional;
    /// other types (arrays, the unit's records and enums) are taken to fit, and checked where the state is.
    static func literal(_ value: String, fits type: String) -> Bool {
        let optional = type.hasSuffix("?")
        if optional, value == "null" { return true }
        let quoted = value.hasPrefix("\"") || value.hasPrefix("'")
        switch optional ? String(type.dropLast()) : type {
        case "String": return quoted
        case "Int": return Int(value) != nil
        case "Double": return Double(value) != nil && !quoted
        case "Bool": return value == "true" || value == "false"
        // A type of the unit takes a case (`.happy`), a record (`{x: 1}`) or a list (`[...]`): a number, a word or
        // anything else (`Mood = happy`, `Mood = 3`) is no value of it.
        default:
            if value.hasPrefix("{") || value.hasPrefix("[") { return true }
            guard value.hasPrefix(".") else { return false }
            return SwiftIdentifier.isValid(String(value.dropFirst()))
        }
    }

    /// Reports a state written as a Swift declaration, with the explicit form as the fix-it; the state is left out,
    /// so that its uses are not reported against the String the scalar would be.
    private mutating func swiftDeclaredState(
        _ name: Identifier, _ declaration: (type: String, value: String), at range: SourceRange
    ) -> StateDecl? {
        let message =
            "state '\(name.name)' is written as a Swift declaration; the spec declares a state by its type and "
            + "initial value"
        guard let value = SwiftInitialValue.yaml(declaration.value, type: declaration.type) else {
            // `String = "a # b"`, which YAML ended at its comment, or a value no literal spells.
            let unclosed =
                declaration.value.hasPrefix("\"")
                && SwiftInitialValue.yaml(declaration.value + "\"", type: declaration.type) != nil
            let hint =
                unclosed
                ? "; its string is not closed where YAML ended the value: ' #' starts a YAML comment, so write the "
                    + "whole string in the explicit form's quoted 'initial:'"
                : "; its initial value is no literal the spec writes"
            error(
                "swift-declaration",
                message + ": write '\(name.name): {type: \(declaration.type), initial: ...}'" + hint, at: range)
            return nil
        }
        guard Self.literal(value, fits: declaration.type) else {
            // `count: Int = "many"`: the explicit form would only move the mismatch.
            error(
                "swift-declaration",
                message + ": write '\(name.name): {type: \(declaration.type), initial: ...}'; its initial value, "
                    + "\(value), is no \(declaration.type)", at: range)
            return nil
        }
        let explicit = Self.explicitState(type: declaration.type, value: value)
        let written = message + ": write '\(name.name): \(explicit)'"
        error("swift-declaration", written, at: range, fixIt: Diagnostic.FixIt(range: range, replacement: explicit))
        // The entry is written to be pasted, which shortening would cut.
        diagnostics[diagnostics.count - 1].message = written
        return nil
    }

    /// The type a state's initial value spells when it is written as a prop declares its type: a plain, untagged
    /// scalar that reads as a String and parses as a type (`count: Int`, `name: String?`), a list of one such
    /// scalar (`todos: [Todo]`), or a quoted array or optional type (`todos: "[Todo]"`, the quoting of the
    /// explicit form's `type:`). The checker warns when the type exists; nil for anything else.
    static func typeSpelled(by node: YAMLNode) -> TypeRef? {
        if let items = node.sequence {
            guard items.count == 1, items[0].scalarStyle == .plain else { return nil }
            return typeSpelled(by: items[0]).map { .array($0) }
        }
        guard let value = node.scalarValue, node.tag == nil, let spelled = TypeParser.languageSpelling(of: value),
            case .success(let type) = TypeParser.parse(spelled)
        else { return nil }
        // Swift's generic spelling (`Optional<String>`) is a type whatever the quoting.
        if spelled != value { return type }
        switch (node.scalarStyle, type) {
        case (.plain, _): return YAMLScalar.readsAsNonString(value) ? nil : type
        case (.singleQuoted, .array), (.singleQuoted, .optional), (.doubleQuoted, .array), (.doubleQuoted, .optional):
            return type
        default: return nil
        }
    }

    /// A literal position (state initial values, preview values): YAML data, read against a type later.
    ///
    /// Plain scalars read as in YAML 1.2's core schema, restricted to what the
    /// language has: integers, doubles, `true`/`false`, null, and `.name` enum
    /// cases. Any other plain scalar is a String, as YAML decodes it: `yes`,
    /// `no`, `on` and `off` are Strings, not Booleans, and the checker reports
    /// them where a Bool is declared. Quoted and block scalars are always
    /// Strings exactly as YAML decoded them (a quoted `"42"` is the String
    /// "42"); a mapping is a record and a sequence an array.
    mutating func literal(_ node: YAMLNode) -> Literal? {
        if let value = node.scalarValue {
            guard node.scalarStyle == .plain, node.tag != "tag:yaml.org,2002:str", node.tag != "!!str" else {
                return Literal(.string(value), range: node.range)
            }
            return plainLiteral(value, range: node.range)
        }
        if let items = node.sequence {
            var elements: [Literal] = []
            elements.reserveCapacity(items.count)
            var complete = true
            for item in items {
                if let element = literal(item) { elements.append(element) } else { complete = false }
            }
            return complete ? Literal(.array(elements), range: node.range) : nil
        }
        guard let entries = node.mapping else { return nil }
        var fields: [LiteralField] = []
        fields.reserveCapacity(entries.count)
        var complete = true
        for entry in entries {
            // The record's declaration validates its field names; a key naming no field is `unknown-field` when
            // checked, and one naming a field whose declaration was rejected is not reported again.
            guard let text = scalarText(entry.key, expected: "a field name"), let value = literal(entry.value)
            else {
                complete = false
                continue
            }
            fields.append(LiteralField(name: Identifier(text, range: entry.key.range), value: value))
        }
        return complete ? Literal(.record(fields), range: node.range) : nil
    }

    private mutating func plainLiteral(_ text: String, range: SourceRange) -> Literal? {
        if let kind = Self.plainWords[text] { return Literal(kind, range: range) }
        switch NumberSyntax.integer(text) {
        case .value(let value):
            return Literal(.integer(value), range: range)
        case .overflow:
            error("integer-overflow", Self.integerOverflowMessage(text), at: range)
            return nil
        case nil:
            break
        }
        if NumberSyntax.classify(text) == .double, let value = Double(text) {
            // `Double("1e400")` is infinity, which Swift has no literal for.
            guard value.isFinite else {
                error("number-overflow", Lexer.doubleOverflow(text), at: range)
                return nil
            }
            return Literal(.double(value), range: range)
        }
        if text.hasPrefix("."), SwiftIdentifier.isValid(String(text.dropFirst())) {
            return Literal(.enumCase(String(text.dropFirst())), range: range)
        }
        return Literal(.string(text), range: range)
    }
}
