extension SpecDecoder {
    /// What a name names, for messages: "prop", "state value", "view".
    enum NameRole: String {
        case view
        case prop
        case binding
        case stateValue = "state value"
        case type
        case field
        case enumCase = "enum case"
        case loopVariable = "loop variable"
        case argument
        case preview

        /// The role with its indefinite article: "a prop", "an enum case".
        var withArticle: String { (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue }

        /// Names that become members of the generated view struct, where `body` is already taken.
        var isViewMember: Bool { self == .prop || self == .binding || self == .stateValue }

        /// Names that become members of a generated struct or enum.
        var isTypeMember: Bool { isViewMember || self == .field || self == .enumCase }
    }

    static func keywordMessage(_ name: String, role: NameRole) -> String {
        "'\(name)' is a Swift keyword and cannot name \(role.withArticle)"
    }

    /// Swift's declaration keywords that a name may be written after (`let title`), and the name after them.
    static func declarationKeyword(in text: String) -> (keyword: String, name: String)? {
        let words = text.split(separator: " ")
        guard words.count > 1, let name = words.last else { return nil }
        let keywords = words.dropLast()
        let declaring: Set<Substring> = [
            "let", "var", "struct", "enum", "class", "private", "fileprivate", "public", "static", "final",
        ]
        guard keywords.allSatisfy(declaring.contains) else { return nil }
        return (keywords.joined(separator: " "), String(name))
    }

    static func invalidIdentifierMessage(_ name: String, role: NameRole) -> String {
        let message = "\(role.rawValue) name '\(name)' is not a valid Swift identifier"
        // `as: $todo`: a name is declared without the `$` that makes a binding of it where it is used.
        if name.hasPrefix("$"), case let bare = String(name.dropFirst()), SwiftIdentifier.isValid(bare) {
            let binding =
                role == .loopVariable ? " (with 'ForEach: $items', each row's binding is then '$\(bare)')" : ""
            return message + "; a name is declared without '$': write '\(bare)'" + binding
        }
        // `failed(String)`: Swift's associated value, which the language's enums do not have.
        if role == .enumCase, let open = name.firstIndex(of: "("), name.hasSuffix(")"),
            case let bare = String(name[..<open]), SwiftIdentifier.isValid(bare)
        {
            return message + "; an enum case carries no value in the language: write '\(bare)', and keep the value in "
                + "a state or a record's field"
        }
        guard let visible = visibleSpelling(of: name) else { return message }
        let invisible = name.unicodeScalars.filter(isInvisible)
        let listed =
            invisible.count == 1
            ? "the invisible character " + String(String.UnicodeScalarView(invisible)).scalarCodes
            : "invisible characters (\(String(String.UnicodeScalarView(invisible)).scalarCodes))"
        return message + "; it holds \(listed): write '\(visible)'"
    }

    /// `name` without the characters that show as nothing (zero-width, bidirectional controls), when that leaves
    /// a different and valid identifier: the name the author sees and most likely writes where it is used.
    static func visibleSpelling(of name: String) -> String? {
        guard name.unicodeScalars.contains(where: isInvisible) else { return nil }
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: name.unicodeScalars.filter { !isInvisible($0) })
        let text = String(visible)
        return SwiftIdentifier.isValid(text) && !SwiftIdentifier.isKeyword(text) ? text : nil
    }

    /// Zero-width and other default-ignorable characters, and the bidirectional controls.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isBidiControl
    }

    static func reservedMessage(_ name: String, role: NameRole) -> String {
        "'\(name)' is declared by the generated view itself and cannot name \(role.withArticle)"
    }

    /// `'Type' cannot name a prop: <why>`, for a name the generated Swift already gives a meaning.
    static func cannotNameMessage(_ name: String, role: NameRole, reason: String) -> String {
        "'\(name)' cannot name \(role.withArticle): \(reason)"
    }

    static let observerReason =
        "Swift reads a closure that starts with it as a property observer, so an action or a ForEach row naming it first would not compile"

    static let metatypeReason = "Swift reserves it in every type for the metatype"

    static func optionalCaseReason(_ name: String) -> String {
        "where the enum is optional, Swift reads '.\(name)' as Optional's own case"
    }

    static let hashableReason =
        "records are Hashable, and a stored 'hashValue' would replace the hash Swift derives from every field"

    static func caseIterableReason(_ name: String) -> String {
        name == "allCases"
            ? "enums are CaseIterable, and 'allCases' would make the enum's own 'allCases' ambiguous"
            : "enums are CaseIterable, whose conformance declares the type 'AllCases'"
    }

    static func wrapperStorageReason(_ wrapped: String, role: String) -> String {
        "it is the storage Swift declares for \(role) '\(wrapped)'"
    }

    static func upperCamelCaseMessage(_ name: String, role: NameRole) -> String {
        "\(role.rawValue) name '\(name)' must be UpperCamelCase, starting with an uppercase letter"
    }

    /// Validates a name written as a scalar node; reports keywords and invalid identifiers.
    mutating func name(_ node: YAMLNode, role: NameRole, upperCamelCase: Bool = false) -> Identifier? {
        guard let text = scalarText(node, expected: role.withArticle + " name") else { return nil }
        return name(text, at: node.range, role: role, upperCamelCase: upperCamelCase)
    }

    /// Validates `text` as a Swift identifier naming a `role`, reporting at `range`.
    mutating func name(_ text: String, at range: SourceRange, role: NameRole, upperCamelCase: Bool = false)
        -> Identifier?
    {
        if SwiftIdentifier.isKeyword(text) {
            error("swift-keyword", Self.keywordMessage(text, role: role), at: range)
            return nil
        }
        guard SwiftIdentifier.isValid(text) else {
            // `let title: String`, `struct Seat:`: Swift's declaration keyword before a name, which is declared under
            // its own name, reported once, so that its uses are checked as they are.
            if let (keyword, bare) = Self.declarationKeyword(in: text), SwiftIdentifier.isValid(bare),
                !SwiftIdentifier.isKeyword(bare)
            {
                error(
                    "invalid-identifier",
                    "\(role.rawValue) name '\(text)' is not a valid Swift identifier; '\(keyword)' is Swift's, and the section "
                        + "a name is under says what it is: write '\(bare)'",
                    at: range, fixIt: Diagnostic.FixIt(range: range, replacement: bare))
                return name(bare, at: range, role: role, upperCamelCase: upperCamelCase)
            }
            // `as: $todo`: the name without its `$`, as the fix-it writes it, so that what uses it is checked.
            if text.hasPrefix("$"), case let bare = String(text.dropFirst()), SwiftIdentifier.isValid(bare),
                !SwiftIdentifier.isKeyword(bare)
            {
                error(
                    "invalid-identifier", Self.invalidIdentifierMessage(text, role: role), at: range,
                    fixIt: Diagnostic.FixIt(range: range, replacement: bare))
                return name(bare, at: range, role: role, upperCamelCase: upperCamelCase)
            }
            error("invalid-identifier", Self.invalidIdentifierMessage(text, role: role), at: range)
            return nil
        }
        // An extracted row declares its loop variable as a member, beside its own `body`.
        if role.isViewMember || role == .loopVariable, SwiftIdentifier.isReservedMember(text) {
            error("reserved-name", Self.reservedMessage(text, role: role), at: range)
            return nil
        }
        if role.isViewMember || role == .loopVariable, ReservedNames.isObserverKeyword(text) {
            error("reserved-name", Self.cannotNameMessage(text, role: role, reason: Self.observerReason), at: range)
            return nil
        }
        if role.isTypeMember, ReservedNames.isMetatypeMember(text) {
            error("reserved-name", Self.cannotNameMessage(text, role: role, reason: Self.metatypeReason), at: range)
            return nil
        }
        if role == .enumCase, ReservedNames.isOptionalCase(text) {
            error(
                "reserved-name", Self.cannotNameMessage(text, role: role, reason: Self.optionalCaseReason(text)),
                at: range)
            return nil
        }
        if role == .field, ReservedNames.isHashableRequirement(text) {
            error("reserved-name", Self.cannotNameMessage(text, role: role, reason: Self.hashableReason), at: range)
            return nil
        }
        if role == .enumCase, ReservedNames.isCaseIterableRequirement(text) {
            error(
                "reserved-name", Self.cannotNameMessage(text, role: role, reason: Self.caseIterableReason(text)),
                at: range)
            return nil
        }
        if let conflict = role == .view
            ? ReservedNames.viewNameConflict(text) : role == .type ? ReservedNames.typeNameConflict(text) : nil
        {
            error("reserved-type-name", Self.cannotNameMessage(text, role: role, reason: conflict), at: range)
            return nil
        }
        if upperCamelCase, !SwiftIdentifier.isUpperCamelCase(text) {
            // `statusBadge`: the name its uses most likely write, `StatusBadge`, is the fix-it, unless that name is
            // taken (`text` as `Text`, SwiftUI's).
            let capitalized = Self.capitalized(text).flatMap { name in
                let conflict =
                    role == .view
                    ? ReservedNames.viewNameConflict(name)
                    : role == .type ? ReservedNames.typeNameConflict(name) : nil
                return conflict == nil && !Self.builtinTypeNames.contains(name) ? name : nil
            }
            error(
                "invalid-name-case", Self.upperCamelCaseMessage(text, role: role), at: range,
                fixIt: capitalized.map { Diagnostic.FixIt(range: range, replacement: $0) })
            return nil
        }
        return Identifier(text, range: range)
    }

    /// `text` with its first letter uppercased, when that makes an UpperCamelCase name: `StatusBadge` of
    /// `statusBadge`; nil otherwise.
    static func capitalized(_ text: String) -> String? {
        guard let first = text.first, first.isLowercase else { return nil }
        let name = first.uppercased() + text.dropFirst()
        return SwiftIdentifier.isUpperCamelCase(name) && !SwiftIdentifier.isKeyword(name) ? name : nil
    }

    /// Reports a name already seen among `seen`, with a note at the first; returns whether it was new.
    mutating func recordUnique(
        _ name: Identifier,
        in seen: inout [String: SourceRange],
        code: String,
        role: NameRole
    ) -> Bool {
        if let first = seen[name.name] {
            // Swift would take two spellings with other scalars for two names, but they look the same.
            let scalars = seen.keySpelledOtherwise(than: name.name).map(UnitDeclarations.equivalentSpelling) ?? ""
            error(
                code, "duplicate \(role.rawValue) '\(name.name)'" + scalars, at: name.range,
                notes: [note("'\(name.name)' is first declared here", at: first)])
            return false
        }
        seen[name.name] = name.range
        return true
    }
}
