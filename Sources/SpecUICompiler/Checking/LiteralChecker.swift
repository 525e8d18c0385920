import SpecUIText

/// Reads `state` initial values and `previews` values against their declared types (SPEC-LANGUAGE §2, §6.2).
///
/// The result is the same literal with `type` filled at every level; an Int
/// written where a Double is expected becomes a Double.
struct LiteralChecker {
    let declarations: UnitDeclarations
    let file: String
    var diagnostics: [Diagnostic] = []
    /// Whether a plain `nil` for a String that is not optional is warned about too: a preview's value, where the
    /// view's prop takes no value that is none; a state's starting text is its own to choose.
    var warnsNilForString = false

    init(declarations: UnitDeclarations, file: String) {
        self.declarations = declarations
        self.file = file
    }

    static func mismatch(expected: TypeRef, found: Literal.Kind) -> String {
        "expected a value of type '\(expected)', found \(describe(found))"
    }

    static func quoteHint(_ kind: Literal.Kind) -> String {
        switch kind {
        case .integer, .double, .boolean: "; quote it to make it a String"
        default: ""
        }
    }

    static func missingFields(_ fields: [String], of type: String) -> String {
        let listed = SpecDecoder.listing(fields.map { "'\($0)'" }, conjunction: "and")
        return "missing \(fields.count == 1 ? "field" : "fields") \(listed) for a value of '\(type)'"
    }

    static func unknownField(_ field: String, of type: String, suggestion: String) -> String {
        "record '\(type)' has no field '\(field)'\(suggestion)"
    }

    static func duplicateField(_ field: String) -> String { "field '\(field)' is given twice" }

    static func unknownCase(_ name: String, of type: String, suggestion: String) -> String {
        "enum '\(type)' has no case '\(name)'\(suggestion)"
    }

    static func duplicateID(_ id: String, of type: String) -> String {
        "two '\(type)' elements have the id \(id); ids must be unique"
    }

    static func firstID(_ id: String) -> String { "the id \(id) is first used here" }

    static func firstWritten(_ name: String) -> String { "'\(name)' is first given here" }

    /// What a literal is, in words.
    static func describe(_ kind: Literal.Kind) -> String {
        switch kind {
        case .integer: "an integer"
        case .double: "a floating-point number"
        case .boolean: "a Boolean"
        case .string: "a string"
        case .null: "null"
        case .enumCase(let name): "the enum case '.\(name)'"
        case .array: "a list"
        case .record: "a mapping"
        }
    }

    /// The type a literal states by itself, as Swift would infer it for `@State var name = literal`.
    ///
    /// Int, Double, Bool and String scalars, and a non-empty list of them of
    /// one type (Int and Double together make Doubles); nil for everything else.
    static func inferredType(_ kind: Literal.Kind) -> TypeRef? {
        switch kind {
        case .integer: return .int
        case .double: return .double
        case .boolean: return .bool
        case .string: return .string
        case .array(let items):
            let types = Set(items.map { scalarType($0.kind) })
            if types.count == 1, let element = types.first! { return .array(element) }
            if types == [.int, .double] { return .array(.double) }
            return nil
        case .null, .enumCase, .record: return nil
        }
    }

    private static func scalarType(_ kind: Literal.Kind) -> TypeRef? {
        switch kind {
        case .integer: .int
        case .double: .double
        case .boolean: .bool
        case .string: .string
        default: nil
        }
    }

    /// Checks `literal` against `type`, filling types; a literal with errors comes back with `type` nil.
    mutating func check(_ literal: Literal, against type: TypeRef) -> Literal {
        check(literal, against: type, declared: type)
    }

    /// Checks `literal` against `type`, where a mismatch names `declared`: the optional a wrapped type came from,
    /// since the user wrote `Int?`, not `Int`.
    private mutating func check(_ literal: Literal, against type: TypeRef, declared: TypeRef) -> Literal {
        var result = literal
        switch (type, literal.kind) {
        case (.optional, .null):
            result.type = type
        case (.optional(let wrapped), _):
            result = check(literal, against: wrapped, declared: declared)
            if result.type != nil { result.type = type }
        case (.string, .string("nil"))
        where declared == .optional(.string) || (declared == .string && warnsNilForString):
            result.type = type
            if Self.isWrittenPlain("nil", at: literal.range) {
                warning(
                    "nil-as-text", declared == .string ? Self.nilAsNonOptionalText : Self.nilAsText,
                    at: literal.range)
            }
        case (.int, .integer), (.double, .double), (.bool, .boolean), (.string, .string):
            result.type = type
        case (.double, .integer(let value)):
            result.kind = .double(Double(value))
            result.type = .double
        case (.array(let element), .array(let items)):
            let checked = items.map { check($0, against: element) }
            result.kind = .array(checked)
            if checked.allSatisfy({ $0.type != nil }) { result.type = type }
            checkDistinctIDs(checked, element: element)
        case (.named(let name), .enumCase(let caseName)):
            guard let cases = declarations.enumCases(name) else {
                mismatch(literal, against: declared)
                break
            }
            if cases.containsSpelledExactly(caseName) {
                result.type = type
            } else if !declarations.typeTable.isRejectedCase(caseName, of: type) {
                // A case whose declaration was reported is not reported again; one spelled with other scalars looks
                // the same, and is told so.
                let declared = cases.first { $0 == caseName }
                let suggestion =
                    declared.map(ExpressionChecker.otherSpelling) ?? Suggestion.didYouMean(caseName, among: cases)
                error(
                    "unknown-case", Self.unknownCase(caseName, of: name, suggestion: suggestion), at: literal.range,
                    fixIt: .caseName(
                        declared ?? Suggestion.closest(to: caseName, among: cases), written: caseName,
                        at: literal.range))
            }
        case (.named(let name), .record(let fields)):
            guard let recordFields = declarations.recordFields(name) else {
                mismatch(literal, against: declared)
                break
            }
            result = checkRecord(literal, fields: fields, name: name, declared: recordFields)
        default:
            mismatch(literal, against: declared)
        }
        return result
    }

    private mutating func mismatch(_ literal: Literal, against type: TypeRef) {
        let message =
            Self.mismatch(expected: type, found: literal.kind) + quoteHintIfString(type, literal.kind)
            + booleanHint(type, literal.kind, at: literal.range) + numberHint(type, literal.kind)
            + enumCaseHint(type, literal.kind) + nilHint(type, literal.kind, at: literal.range)
            + (literal.kind == .null ? Self.nullHint(type) : "") + shapeHint(type, literal.kind)
        error(
            "literal-type-mismatch", message, at: literal.range,
            fixIt: recordCallFixIt(type, literal) ?? enumCaseFixIt(type, literal) ?? booleanFixIt(type, literal)
                ?? numberFixIt(type, literal))
    }

    /// For a string where a Bool is expected that its hint reads as one (`yes`, `"true"`, `flase`): that Bool, in
    /// place of the whole scalar, quotes included.
    private func booleanFixIt(_ type: TypeRef, _ literal: Literal) -> Diagnostic.FixIt? {
        // A block scalar (`|`, `>`) spans its lines and their breaks, which a word in its place would join.
        guard type == .bool || type == .optional(.bool), case .string(let text) = literal.kind,
            literal.range.isOnOneLine
        else { return nil }
        let value =
            Self.yaml11Booleans[text.lowercased()]
            ?? (Self.booleanSpellings.contains(text)
                ? text.lowercased() : Suggestion.closest(to: text, among: ["true", "false"]))
        return value.map { Diagnostic.FixIt(range: literal.range, replacement: $0) }
    }

    /// For an enum case written with its type, as Swift allows (`Phase.idle`): the case as the spec writes it.
    private func enumCaseFixIt(_ type: TypeRef, _ literal: Literal) -> Diagnostic.FixIt? {
        guard case .named(let name) = type.nonOptional, let cases = declarations.enumCases(name),
            case .string(let text) = literal.kind, literal.range.isOnOneLine
        else { return nil }
        // `happy`, the case without its dot, or `Mood.happy`, with its type, written as the enum declares it.
        let caseName = cases.first { $0 == text } ?? Self.caseWrittenWithType(text, cases: cases)?.caseName
        return caseName.map { Diagnostic.FixIt(range: literal.range, replacement: "." + $0) }
    }

    /// For a number where one is expected that YAML read as a string (`"5"`, `1_000`): the number, in place of the
    /// whole scalar, quotes included.
    private func numberFixIt(_ type: TypeRef, _ literal: Literal) -> Diagnostic.FixIt? {
        guard case .string(let text) = literal.kind, literal.range.isOnOneLine else { return nil }
        let number: String? =
            switch type {
            case .int, .optional(.int): Int(text).map { _ in text }
            case .double, .optional(.double):
                Int(text) != nil || Double(text).map(\.isFinite) == true ? text : nil
            default: nil
            }
        let written =
            number
            ?? (type.nonOptional == .int || type.nonOptional == .double
                ? Self.numberWithoutSeparators(text) : nil)
        return written.map { Diagnostic.FixIt(range: literal.range, replacement: $0) }
    }

    /// `Phase.idle` as a type's name and one of `cases`, the case as `cases` spells it; nil for any other text.
    static func caseWrittenWithType(_ text: String, cases: [String]) -> (typeName: String, caseName: String)? {
        guard let dot = text.lastIndex(of: "."), dot > text.startIndex else { return nil }
        let (typeName, written) = (String(text[..<dot]), String(text[text.index(after: dot)...]))
        guard SwiftIdentifier.isValid(typeName), let caseName = cases.first(where: { $0 == written }) else {
            return nil
        }
        return (typeName, caseName)
    }

    /// For a record written as a Swift call of it in a string, each field labeled once in the fields' order
    /// (`'Item(id: 1, name: "a")'`): the mapping to write instead, `{id: 1, name: "a"}`.
    private func recordCallFixIt(_ type: TypeRef, _ literal: Literal) -> Diagnostic.FixIt? {
        guard case .named(let name) = type.nonOptional, case .string(let text) = literal.kind,
            text.hasPrefix(name + "("),
            let fields = declarations.recordFields(name), let call = RecordCallLiteral(text[...]),
            call.labels == fields.map(\.name.name)
        else { return nil }
        return Diagnostic.FixIt(range: literal.range, replacement: call.literal)
    }

    /// Where a record or an array is expected, how a literal writes it: a record as a YAML mapping of its fields,
    /// not a Swift call in a string (`'Todo(id: 1)'`); an array as a YAML list, even of one element.
    private func shapeHint(_ type: TypeRef, _ kind: Literal.Kind) -> String {
        switch (type.nonOptional, kind) {
        case (.named(let name), .string(let text)) where text.hasPrefix(name + "("):
            guard let fields = declarations.recordFields(name) else { return "" }
            let names = SpecDecoder.listing(fields.map(\.name.name), conjunction: "and")
            return "; a literal of '\(name)' is a YAML mapping of its fields (\(names)), not a call"
        case (.array, .record):
            return "; an array is a YAML list: write each element as an item starting with '- ', or '[{...}]'"
        default:
            return ""
        }
    }

    /// Where a Bool is expected, what a string was probably meant to be: YAML 1.1's `yes`, a quoted `true`, a typo.
    private func booleanHint(_ type: TypeRef, _ kind: Literal.Kind, at range: SourceRange) -> String {
        guard type == .bool || type == .optional(.bool), case .string(let text) = kind else { return "" }
        if let value = Self.yaml11Booleans[text.lowercased()] {
            // A quoted `"no"` is a string by its quotes, in any YAML, not by YAML 1.2's reading of a plain `no`.
            guard Self.isWrittenPlain(text, at: range) else {
                return "; the quotes make '\(text)' a string: write \(value), without quotes"
            }
            return "; YAML 1.2 reads '\(text)' as a string, so write true or false"
        }
        if Self.booleanSpellings.contains(text) {
            return "; a quoted '\(text)' is a string, so write it without quotes"
        }
        return Suggestion.didYouMean(text, among: ["true", "false"])
    }

    /// Where a number is expected, a quoted one (`"5"`) is a string, and so is one with Swift's separators (`1_000`).
    private func numberHint(_ type: TypeRef, _ kind: Literal.Kind) -> String {
        guard case .string(let text) = kind else { return "" }
        let isNumber: Bool
        switch type {
        case .int, .optional(.int): isNumber = Int(text) != nil
        case .double, .optional(.double): isNumber = Int(text) != nil || Double(text).map(\.isFinite) == true
        default: return ""
        }
        if isNumber { return "; a quoted '\(text)' is a string, so write it without quotes" }
        guard let number = Self.numberWithoutSeparators(text) else { return "" }
        return "; YAML reads no '_' in a number, so '\(text)' is a string: write \(number)"
    }

    /// Where an enum is expected, a string naming one of its cases (`alpha`) is the case without its `.`.
    private func enumCaseHint(_ type: TypeRef, _ kind: Literal.Kind) -> String {
        guard case .named(let name) = type.nonOptional, let cases = declarations.enumCases(name),
            case .string(let text) = kind
        else { return "" }
        if let caseName = cases.first(where: { $0 == text }) { return "; write '.\(caseName)' for the enum case" }
        if let written = Self.caseWrittenWithType(text, cases: cases) {
            return "; the spec writes an enum case without its type: write '.\(written.caseName)'"
        }
        guard let match = Suggestion.closest(to: text, among: cases) else { return "" }
        return "; did you mean '.\(match)'?"
    }

    /// A plain `nil` is Swift's spelling of no value; YAML's is `null` or `~`, and reads `nil` as a string.
    private func nilHint(_ type: TypeRef, _ kind: Literal.Kind, at range: SourceRange) -> String {
        guard kind == .string("nil"), Self.isWrittenPlain("nil", at: range) else { return "" }
        guard case .optional = type else {
            return "; YAML writes no value as null or ~, and only an optional type such as '\(type)?' takes it"
        }
        return "; YAML writes no value as null or ~, not nil"
    }

    /// For a plain `nil` where a String that is not optional is expected.
    static let nilAsNonOptionalText =
        "a plain nil is the String \"nil\" in YAML, and a 'String' has no value that is none: write \"\" for no "
        + "text, or \"nil\" quoted to mean the text"

    /// A plain `nil` where a `String?` is expected: YAML reads it as the text, which the type takes, though the
    /// type takes null too.
    static let nilAsText =
        "a plain nil is the String \"nil\" in YAML; YAML writes no value as null or ~: write null, or \"nil\" "
        + "quoted to mean the text"

    /// Null where a type that is not optional is expected: only its optional takes null.
    static func nullHint(_ type: TypeRef) -> String { "; only an optional type such as '\(type)?' takes null" }

    /// YAML 1.1's Booleans that YAML 1.2 reads as strings, and the Bool each one meant.
    static let yaml11Booleans = [
        "yes": "true", "no": "false", "on": "true", "off": "false", "y": "true", "n": "false",
    ]

    /// Whether a string literal spans exactly its text, as a plain scalar does; quotes, a tag or a block
    /// indicator make the range wider.
    /// A number written with Swift's `_` separators (`1_000`, `0.000_1`), which YAML reads as a string: the number
    /// without them, or nil for any other text.
    static func numberWithoutSeparators(_ text: String) -> String? {
        guard text.contains("_"), text.first?.isNumber == true || text.first == "-" else { return nil }
        let digits = text.replacingOccurrences(of: "_", with: "")
        return Int(digits) != nil || Double(digits).map(\.isFinite) == true ? digits : nil
    }

    static func isWrittenPlain(_ text: String, at range: SourceRange) -> Bool {
        range.start.line == range.end.line && range.end.column - range.start.column == text.unicodeScalars.count
    }

    /// What YAML 1.2's core schema reads as a Boolean when written plain.
    private static let booleanSpellings: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE"]

    private func quoteHintIfString(_ type: TypeRef, _ kind: Literal.Kind) -> String {
        type == .string || type == .optional(.string) ? Self.quoteHint(kind) : ""
    }

    private mutating func checkRecord(
        _ literal: Literal, fields: [LiteralField], name: String, declared: [FieldDecl]
    ) -> Literal {
        var result = literal
        var valid = true
        var seen = NameTable<Identifier>(minimumCapacity: fields.count)
        var checkedFields: [LiteralField] = []
        checkedFields.reserveCapacity(fields.count)
        // A misspelled field is reported with its suggestion; the field it names is not also missing.
        var suggested: Set<String> = []
        var merges = false
        // Unknown fields, reported once the missing ones are known: the only unknown field names the only missing
        // one, as a record call's only unknown label does (`seatNumber:` for `seat`).
        var unknown: [(field: LiteralField, suggestion: String)] = []
        let names = declared.map(\.name.name)
        let index = ExactNameIndex(names)
        // Summarised for did-you-mean at the first unknown field, for all of them.
        var candidates: SuggestionCandidates?
        for field in fields {
            if let first = seen[field.name.name], first.name.hasSameScalars(as: field.name.name) {
                let note = Diagnostic.Note(message: Self.firstWritten(first.name), file: file, range: first.range)
                error("duplicate-field", Self.duplicateField(field.name.name), at: field.name.range, notes: [note])
                valid = false
                continue
            }
            seen.add(field.name.name, field.name)
            guard let declaration = index.index(of: field.name.name).map({ declared[$0] }) else {
                // A field whose declaration was reported is not reported again.
                if declarations.typeTable.isRejectedField(field.name.name, of: .named(name)) {
                    valid = false
                    continue
                }
                if field.name.name == SpecDecoder.mergeKey {
                    // The fields it was to merge are unknown, so none is reported missing.
                    merges = true
                    let message = Self.unknownField(field.name.name, of: name, suggestion: SpecDecoder.mergeKeyHint)
                    error("unknown-field", message, at: field.name.range)
                    valid = false
                    continue
                }
                // `{ id:3 }`: a field run into its value, which YAML reads as one word with no value.
                if field.value.kind == .null,
                    let runOn = SpecDecoder.keyRunIntoValue(field.name.name, at: field.name.range),
                    let colon = field.name.name.firstIndex(of: ":")
                {
                    suggested.insert(String(field.name.name[..<colon]))
                    error(
                        "unknown-field", Self.unknownField(field.name.name, of: name, suggestion: runOn.hint),
                        at: field.name.range, fixIt: runOn.fixIt)
                    valid = false
                    continue
                }
                // `{ done false }`: a field and its value without the `: ` between them, which YAML reads as one
                // key with no value; the colon after the field is the fix-it.
                if field.value.kind == .null, let space = field.name.name.firstIndex(of: " "),
                    case let written = String(field.name.name[..<space]),
                    declared.contains(where: { $0.name.name == written }),
                    field.name.range.start.line == field.name.range.end.line
                {
                    suggested.insert(written)
                    let rest = field.name.name[space...].drop { $0 == " " }
                    let colon = SourceLocation(
                        line: field.name.range.start.line,
                        column: field.name.range.start.column + written.unicodeScalars.count)
                    error(
                        "unknown-field",
                        Self.unknownField(
                            field.name.name, of: name, suggestion: SpecDecoder.missingColonHint(written, rest: rest)),
                        at: field.name.range,
                        fixIt: YAMLLoader.Message.readsAsOneValue(rest)
                            ? Diagnostic.FixIt(range: SourceRange(at: colon), replacement: ":") : nil)
                    valid = false
                    continue
                }
                let near = candidates ?? SuggestionCandidates(names)
                candidates = near
                let match = Suggestion.closest(to: field.name.name, among: near)
                if let match { suggested.insert(match) }
                let suggestion =
                    ExpressionChecker.equivalentSpelling(field.name.name, among: names)
                    ?? (match.map { "; did you mean '\($0)'?" } ?? "")
                unknown.append((field, suggestion))
                valid = false
                continue
            }
            let value = check(field.value, against: declaration.type)
            valid = valid && value.type != nil
            checkedFields.append(LiteralField(name: field.name, value: value))
        }
        let missing = declared.filter { !seen.contains($0.name.name) }
        if !missing.isEmpty { valid = false }
        let unexplained = merges ? [] : missing.filter { !suggested.contains($0.name.name) }
        // A key without a value that holds more than a name (`id:ّ 5`, read as one key) holds the value too:
        // renaming it would drop that.
        func renames(_ field: LiteralField) -> Bool {
            field.value.kind != .null || !field.name.name.contains(where: { $0 == ":" || $0 == " " || $0 == "\t" })
        }
        if unknown.count == 1, unknown[0].suggestion.isEmpty, unexplained.count == 1 {
            let (field, meant) = (unknown[0].field.name, unexplained[0].name.name)
            error(
                "unknown-field", Self.unknownField(field.name, of: name, suggestion: "; did you mean '\(meant)'?"),
                at: field.range,
                fixIt: renames(unknown[0].field) ? Diagnostic.FixIt(range: field.range, replacement: meant) : nil)
        } else {
            // A near spelling of a field the literal does not give is the fix-it; of one it gives, it would be a
            // field given twice.
            // Two unknown fields near one field (`titel`, `tittle`) would both be renamed to it: neither is.
            let unwrittenCandidates = SuggestionCandidates(names.filter { !seen.contains($0) })
            let nearSeveral = Suggestion.closestToSeveral(
                of: unknown.map(\.field.name.name), among: unwrittenCandidates)
            for (field, suggestion) in unknown {
                let fixIt = Diagnostic.FixIt.nearSpelling(
                    of: field.name.name, among: renames(field) ? unwrittenCandidates : SuggestionCandidates([]),
                    told: suggestion, at: field.name.range)
                error(
                    "unknown-field", Self.unknownField(field.name.name, of: name, suggestion: suggestion),
                    at: field.name.range, fixIt: fixIt.flatMap { nearSeveral.contains($0.replacement) ? nil : $0 })
            }
            // The fields left out are one mistake, told at once, as a view's missing arguments are.
            if !unexplained.isEmpty {
                error(
                    "missing-field", Self.missingFields(unexplained.map(\.name.name), of: name), at: literal.range)
            }
        }
        result.kind = .record(checkedFields)
        result.type = valid ? .named(name) : nil
        return result
    }

    /// Reports elements of an Identifiable record type that repeat an earlier element's id (§6.2).
    private mutating func checkDistinctIDs(_ items: [Literal], element: TypeRef) {
        guard case .named(let name) = element,
            declarations.recordFields(name)?.contains(where: { $0.name.name == "id" }) == true
        else { return }
        var seen = IDValue.Occurrences()
        for item in items {
            guard case .record(let fields) = item.kind,
                let id = fields.first(where: { $0.name.name == "id" })?.value,
                let key = IDValue(id),
                let first = seen.earlier(key, at: id.range)
            else { continue }
            let note = Diagnostic.Note(message: Self.firstID(first.value.description), file: file, range: first.range)
            error("duplicate-id", Self.duplicateID(key.description, of: name), at: id.range, notes: [note])
        }
    }

    private mutating func warning(_ code: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.warning, code: code, message: message, file: file, range: range))
    }

    private mutating func error(
        _ code: String,
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic.Note] = [],
        fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(.error, code: code, message: message, file: file, range: range, notes: notes, fixIt: fixIt))
    }
}
