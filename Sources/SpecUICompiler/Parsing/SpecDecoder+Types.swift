extension SpecDecoder {
    /// Names the language itself gives a meaning to; `types:` cannot redeclare them.
    static let builtinTypeNames: Set<String> = ["Int", "Double", "Bool", "String", "LayoutDirection", "ColorScheme"]

    static func builtinTypeMessage(_ name: String) -> String {
        "'\(name)' is a built-in type and cannot be redeclared"
    }

    static func typeShapeMessage(_ name: String, found node: YAMLNode) -> String {
        "expected a record ({field: Type}) or an enum ([case, case]) for type '\(name)'; found \(node.kindDescription)"
    }

    static func emptyEnumMessage(_ name: String) -> String { "enum '\(name)' needs at least one case" }

    static func dottedCaseMessage(_ name: String) -> String {
        "enum cases are declared without a dot: write '\(name)'"
    }

    /// A value written where a type is declared, `count: 0` as a state's initial value is written: what it is,
    /// and the type to write instead.
    static func valueInsteadOfTypeMessage(_ value: String) -> String? {
        guard !value.isEmpty, YAMLScalar.readsAsNonString(value) else { return nil }
        let (found, type): (String, String) =
            if YAMLScalar.isNullSpelling(value) {
                ("null", "an optional type such as 'String?'")
            } else if case .boolean? = plainWords[value] {
                ("the Boolean '\(value)'", "'Bool'")
            } else if NumberSyntax.integer(value) != nil {
                ("the integer '\(value)'", "'Int'")
            } else {
                ("the number '\(value)'", "'Double'")
            }
        return "expected a type, found \(found); a type is declared here, not a value: write \(type)"
    }

    /// For a type followed by a default value, as Swift declares a property (`name: String = "Ann"`): the type
    /// alone is what is written here.
    static func defaultValueHint(_ text: String, at offset: Int) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard offset < scalars.count, scalars[offset] == "=" else { return nil }
        var type = String(String.UnicodeScalarView(scalars[..<offset]))
        while type.last?.isWhitespace == true { type.removeLast() }
        guard case .success = TypeParser.parse(type) else { return nil }
        return "; a type here takes no default value: write '\(type)' alone"
    }

    /// A type written as a scalar (`"[Todo]"`, `Int?`) or, unquoted, as a one-element YAML list (`[Todo]`).
    mutating func typeRef(_ node: YAMLNode) -> TypeRef? {
        if let value = node.scalarValue {
            if node.scalarStyle == .plain, node.tag == nil, let message = Self.valueInsteadOfTypeMessage(value) {
                error("expected-type", message, at: node.range)
                return nil
            }
            switch TypeParser.parse(value) {
            case .success(let type):
                return type
            case .failure(let failure):
                // The whole scalar is built only to locate the error; a node with a scalar value has one.
                if let scalar = node.scalar {
                    let start = location(in: scalar, offset: failure.offset)
                    let range = failure.spelling.map {
                        SourceRange(start: start, end: location(in: scalar, offset: $0.end))
                    }
                    // In a plain scalar, `[Todo]` is a YAML list: it may replace the whole scalar, and `[Todo]?` only
                    // quoted; replacing a part, it would start a list where the scalar goes on.
                    let fixIt = failure.spelling.flatMap { spelling -> Diagnostic.FixIt? in
                        guard let range else { return nil }
                        guard node.scalarStyle == .plain, spelling.replacement.hasPrefix("[") else {
                            return Diagnostic.FixIt(range: range, replacement: spelling.replacement)
                        }
                        guard failure.offset == 0, spelling.end == value.unicodeScalars.count else { return nil }
                        let whole = spelling.replacement
                        return Diagnostic.FixIt(
                            range: range, replacement: whole.hasSuffix("]") ? whole : "\"\(whole)\"")
                    }
                    error(
                        "invalid-type", failure.message + (Self.defaultValueHint(value, at: failure.offset) ?? ""),
                        at: range ?? SourceRange(at: start), fixIt: fixIt)
                }
                return nil
            }
        }
        if let items = node.sequence, items.count == 1 {
            return typeRef(items[0]).map { .array($0) }
        }
        error("expected-type", Self.expected("a type such as 'String' or '[Todo]'", found: node), at: node.range)
        return nil
    }

    /// Where the name inside a type is written (`Tod` in `"[Tod]?"`, or in the flow list `[Tod]`), so that an
    /// unknown type is reported at the name itself; the whole node when no name can be found.
    func typeNameRange(_ node: YAMLNode) -> SourceRange {
        if let items = node.sequence, items.count == 1 { return typeNameRange(items[0]) }
        guard let scalar = node.scalar else { return node.range }
        let scalars = Array(scalar.value.unicodeScalars)
        guard let start = scalars.firstIndex(where: { $0 != "[" && !$0.properties.isWhitespace }) else {
            return node.range
        }
        var end = start
        while end < scalars.count, scalars[end] != "]", scalars[end] != "?", !scalars[end].properties.isWhitespace {
            end += 1
        }
        guard end > start else { return node.range }
        let locator = scalar.locator()
        return SourceRange(start: locator.location(atScalarOffset: start), end: locator.location(atScalarOffset: end))
    }

    /// `types:`: records and enums, in written order.
    ///
    /// The names of declarations rejected for their name are added to `rejected`.
    mutating func decodeTypes(_ node: YAMLNode, rejected: inout [String]) -> [TypeDecl] {
        guard let entries = sectionMapping(node, expected: "a mapping of type names to records or enums") else {
            // The names it seems to list (`types: [Todo]`) are not also unknown types where they are used.
            for item in node.sequence.map(Array.init) ?? [node] {
                if let written = item.scalarValue { rejected.append(written) }
            }
            return []
        }
        var types: [TypeDecl] = []
        for entry in entries {
            guard let name = name(entry.key, role: .type, upperCamelCase: true) else {
                if let written = entry.key.scalarValue { rejected.append(written) }
                continue
            }
            if Self.builtinTypeNames.contains(name.name) {
                error("reserved-type-name", Self.builtinTypeMessage(name.name), at: name.range)
                continue
            }
            if let items = wrappedCases(entry.value, typeName: name.name) {
                var rejected: [String] = []
                var enumeration = TypeDecl(name: name, kind: .enumeration(decodeCases(items, rejected: &rejected)))
                enumeration.rejectedCases = rejected
                types.append(enumeration)
            } else if let fields = entry.value.mapping {
                var rejected: [String] = []
                var record = TypeDecl(name: name, kind: .record(decodeFields(fields, rejected: &rejected)))
                record.rejectedFields = rejected
                types.append(record)
            } else if let items = entry.value.sequence, !items.isEmpty, items.allSatisfy({ $0.mapping?.count == 1 }) {
                // `Item: [id: Int, name: String]`: a record's fields written as a list of one-field mappings; read as
                // the record, reported once.
                let fields = YAMLNode.Entries(items.flatMap { $0.mapping ?? YAMLNode.Entries() })
                let written = Self.flowRecord(fields)
                error(
                    "expected-type-declaration",
                    "a record is declared as a mapping of its fields, not a list of them"
                        + (written.map { ": write '\(name.name): \($0)'" } ?? ": write its fields without their '- '"),
                    at: entry.value.range,
                    fixIt: written.flatMap {
                        entry.value.range.isOnOneLine
                            ? Diagnostic.FixIt(range: entry.value.range, replacement: $0) : nil
                    })
                var rejected: [String] = []
                var record = TypeDecl(name: name, kind: .record(decodeFields(fields, rejected: &rejected)))
                record.rejectedFields = rejected
                types.append(record)
            } else if let items = entry.value.sequence {
                if items.isEmpty {
                    error("empty-enum", Self.emptyEnumMessage(name.name), at: entry.value.range)
                }
                var rejected: [String] = []
                var enumeration = TypeDecl(name: name, kind: .enumeration(decodeCases(items, rejected: &rejected)))
                enumeration.rejectedCases = rejected
                types.append(enumeration)
            } else {
                // `Status: idle, busy`: the cases written as a line, which a list holds.
                let cases = entry.value.scalarValue.map {
                    $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                }
                let listed =
                    cases.map {
                        $0.count > 1 && $0.allSatisfy { SwiftIdentifier.isValid($0) && !SwiftIdentifier.isKeyword($0) }
                    } == true ? cases : nil
                let list = "[" + (listed ?? []).joined(separator: ", ") + "]"
                error(
                    "expected-type-declaration",
                    Self.typeShapeMessage(name.name, found: entry.value)
                        + (listed == nil ? "" : "; write its cases as a list: '\(list)'"),
                    at: entry.value.range,
                    fixIt: listed == nil || entry.value.scalarStyle != .plain
                        ? nil : Diagnostic.FixIt(range: entry.value.range, replacement: list))
                if let listed {
                    // The cases the line lists are the enum's, so that its uses are checked as meant.
                    var seen: Set<String> = []
                    let cases = listed.filter { seen.insert($0).inserted }.map {
                        Identifier($0, range: entry.value.range)
                    }
                    types.append(TypeDecl(name: name, kind: .enumeration(cases)))
                } else {
                    // Its uses are not also unknown types.
                    rejected.append(name.name)
                }
            }
        }
        return types
    }

    /// The flow mapping `{id: Int, name: String}` of `fields` whose keys and types are plain scalars; nil otherwise.
    static func flowRecord(_ fields: YAMLNode.Entries) -> String? {
        var written: [String] = []
        var names: Set<String> = []
        for field in fields {
            // A field written twice would be a key written twice in the mapping.
            guard names.insert(field.key.scalarValue ?? "").inserted else { return nil }
            guard field.key.scalarStyle == .plain, let key = field.key.scalarValue,
                field.value.scalarStyle == .plain, let type = field.value.scalarValue,
                !type.isEmpty, YAMLLoader.Message.readsAsOneValue(type[...])
            else { return nil }
            written.append(key + ": " + type)
        }
        return "{" + written.joined(separator: ", ") + "}"
    }

    /// The keys a schema or another language declares an enum's cases under (`Mode: {enum: [day, night]}`).
    static let enumCasesKeys: Set<String> = ["enum", "cases"]

    /// For an enum whose cases are written under a key (`Mode: {enum: [day, night]}`), as JSON Schema and
    /// other languages declare one: its cases, reported with the list to write in the mapping's place.
    private mutating func wrappedCases(_ node: YAMLNode, typeName: String) -> YAMLNode.Items? {
        guard let entries = node.mapping, entries.count == 1, let key = entries[0].key.scalarValue,
            Self.enumCasesKeys.contains(key), let items = entries[0].value.sequence, !items.isEmpty
        else { return nil }
        let names = items.map { $0.scalarValue ?? "" }
        let list = "[" + names.joined(separator: ", ") + "]"
        let readable = names.allSatisfy { SwiftIdentifier.isValid($0) && !SwiftIdentifier.isKeyword($0) }
        error(
            "expected-type-declaration",
            "an enum is declared as the list of its cases, with no '\(key):' key"
                + (readable ? ": write '\(typeName): \(list)'" : ""),
            at: entries[0].key.range,
            fixIt: readable
                ? Diagnostic.FixIt(
                    range: Self.writtenRange(node, value: entries[0].value, last: items[items.count - 1]),
                    replacement: list)
                : nil)
        return items
    }

    /// Where `node`, a mapping whose one value ends in `last`, is written: through each flow collection's closing
    /// bracket, and a block collection to its last item, not on to the next token, where libyaml ends it.
    private static func writtenRange(_ node: YAMLNode, value: YAMLNode, last: YAMLNode) -> SourceRange {
        var end = last.range.end
        for collection in [value, node] where collection.range.end.line == end.line {
            end = collection.range.end
        }
        return SourceRange(start: node.range.start, end: end)
    }

    /// The fields of a record; the names of those whose name or type is reported go to `rejected`.
    private mutating func decodeFields(_ entries: YAMLNode.Entries, rejected: inout [String]) -> [FieldDecl] {
        var fields: [FieldDecl] = []
        fields.reserveCapacity(entries.count)
        // YAML's keys differ in their scalars; two that are canonically equivalent look like one field twice.
        var seen: [String: SourceRange] = [:]
        for entry in entries {
            guard let name = name(entry.key, role: .field), let type = typeRef(entry.value) else {
                if let key = entry.key.scalarValue { rejected.append(key) }
                continue
            }
            guard recordUnique(name, in: &seen, code: "duplicate-field", role: .field) else { continue }
            fields.append(FieldDecl(name: name, type: type, typeRange: typeNameRange(entry.value)))
        }
        return fields
    }

    /// For `- case happy` among an enum's cases.
    static func swiftCaseMessage(_ written: String, name: String) -> String {
        "enum case name '\(written)' is not a valid Swift identifier; an enum's cases are listed by name, without "
            + "Swift's 'case': write '\(name)'"
    }

    /// The case name an invalid one most likely means, which its uses write: `hard` of `hard(Int)`.
    static func caseNameMeant(_ written: String) -> String {
        guard let open = written.firstIndex(of: "("), written.hasSuffix(")") else { return written }
        return String(written[..<open])
    }

    /// The cases of an enum; those rejected for their name (`open`, `.loaded`) go to `rejected`, without the dot.
    private mutating func decodeCases(_ items: YAMLNode.Items, rejected: inout [String]) -> [Identifier] {
        var cases: [Identifier] = []
        cases.reserveCapacity(items.count)
        var seen: [String: SourceRange] = [:]
        for item in items {
            if let text = item.scalarValue, text.hasPrefix("."), SwiftIdentifier.isValid(String(text.dropFirst())) {
                error(
                    "invalid-identifier", Self.dottedCaseMessage(String(text.dropFirst())), at: item.range,
                    fixIt: Diagnostic.FixIt(range: item.range, replacement: String(text.dropFirst())))
                rejected.append(String(text.dropFirst()))
                continue
            }
            if let text = item.scalarValue, text.hasPrefix("case "),
                case let bare = text.dropFirst(5).trimmingCharacters(in: .whitespaces),
                SwiftIdentifier.isValid(bare), !SwiftIdentifier.isKeyword(bare)
            {
                // `- case happy`: Swift's declaration of a case, whose name alone is the item.
                error(
                    "invalid-identifier", Self.swiftCaseMessage(text, name: bare), at: item.range,
                    fixIt: Diagnostic.FixIt(range: item.range, replacement: bare))
                rejected.append(bare)
                continue
            }
            // `- failed(reason: String)`, which YAML reads as a key and a value: a case with an associated value.
            if let entries = item.mapping, entries.count == 1, let key = entries[0].key.scalarValue,
                let open = key.firstIndex(of: "("), case let bare = String(key[..<open]), SwiftIdentifier.isValid(bare)
            {
                let written = key + ": " + (entries[0].value.scalarValue ?? "")
                let range = SourceRange(start: entries[0].key.range.start, end: entries[0].value.range.end)
                error(
                    "invalid-identifier", Self.invalidIdentifierMessage(written, role: .enumCase), at: range,
                    fixIt: Diagnostic.FixIt(range: range, replacement: bare))
                rejected.append(bare)
                continue
            }
            guard let name = name(item, role: .enumCase) else {
                // Uses of the case the author meant (`hard` of `hard(Int)`) are not reported again.
                if let text = item.scalarValue { rejected.append(Self.caseNameMeant(text)) }
                continue
            }
            guard recordUnique(name, in: &seen, code: "duplicate-case", role: .enumCase) else { continue }
            cases.append(name)
        }
        return cases
    }
}
