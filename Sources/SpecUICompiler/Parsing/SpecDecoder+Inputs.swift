extension SpecDecoder {
    static func unknownEnvironmentMessage(_ name: String) -> String { "unknown environment value '\(name)'" }
    static func duplicateEnvironmentMessage(_ name: String) -> String { "duplicate environment value '\(name)'" }

    static func duplicateMemberMessage(_ name: String, role: NameRole) -> String {
        "'\(name)' is already declared in this view; \(role.withArticle) needs its own name"
    }

    /// `props:` or `bindings:`: a mapping of names to types.
    ///
    /// A property whose name or type is reported is left out and added to `rejected`. `key` is where the section's
    /// key is written.
    mutating func decodeProperties(
        _ node: YAMLNode, key: SourceRange, role: NameRole, rejected: inout [RejectedMember]
    ) -> [PropertyDecl] {
        let expected = "a mapping of \(role.rawValue) names to types"
        // `title String` is told its colon where what follows the name is a type.
        let readsAsType = { (value: Substring) in (try? TypeParser.parse(String(value)).get()) != nil }
        guard let entries = sectionMapping(node, expected: expected, below: key, reads: readsAsType) else {
            Self.rejectNames(writtenIn: node, as: role == .binding ? .binding : .prop, in: &rejected)
            return []
        }
        var properties: [PropertyDecl] = []
        properties.reserveCapacity(entries.count)
        for entry in entries {
            // `name: {type: String, default: "x"}`, a state's explicit form: an input is its type alone, read from
            // `type:` so that its uses are checked.
            if let written = entry.value.mapping, let typeEntry = written.first(where: { $0.key.scalarValue == "type" })
            {
                let typeText = typeEntry.value.scalarValue
                // The fix-it replaces the mapping with its type where the range is certain: a mapping on one line
                // (`{type: String, default: "x"}`), or a block one whose values are each a scalar on one line, up to
                // its last value (its own range runs on to the next key's indentation).
                let lastValue = written.last?.value.range
                let valuesOnOneLine = written.allSatisfy {
                    $0.value.scalarValue != nil && $0.value.range.start.line == $0.value.range.end.line
                }
                let replaced: SourceRange? =
                    entry.value.range.start.line == entry.value.range.end.line
                    ? entry.value.range
                    : valuesOnOneLine && entry.key.range.start.line < entry.value.range.start.line
                        ? lastValue.map { SourceRange(start: entry.value.range.start, end: $0.end) } : nil
                error(
                    "expected-type",
                    Self.inputAsMappingMessage(role, name: entry.key.scalarValue ?? "", type: typeText),
                    at: entry.value.range,
                    fixIt: typeText.flatMap { type in
                        replaced.map { Diagnostic.FixIt(range: $0, replacement: Self.plainType(type)) }
                    })
                if let name = name(entry.key, role: role), let type = typeRef(typeEntry.value) {
                    properties.append(PropertyDecl(name: name, type: type, typeRange: typeNameRange(typeEntry.value)))
                } else {
                    Self.reject(entry.key, as: role == .binding ? .binding : .prop, in: &rejected)
                }
                continue
            }
            guard let name = name(entry.key, role: role), let type = typeRef(entry.value) else {
                Self.reject(entry.key, as: role == .binding ? .binding : .prop, in: &rejected)
                continue
            }
            properties.append(PropertyDecl(name: name, type: type, typeRange: typeNameRange(entry.value)))
        }
        return properties
    }

    /// `type` as a mapping's value writes it: plain when YAML reads it back as written (`String`, `Todo?`, the list
    /// `[Todo]`), else double-quoted (`"[Todo]?"`).
    static func plainType(_ type: String) -> String {
        let isName =
            type.first.map { $0.isLetter || $0 == "_" } == true
            && type.dropLast(type.hasSuffix("?") ? 1 : 0).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let isList = type.hasPrefix("[") && type.hasSuffix("]") && !type.dropFirst().dropLast().contains("[")
        return isName || isList ? type : "\"\(type)\""
    }

    /// For a prop or binding written as a mapping with `type:` (and a `default:`), as a state's explicit form is.
    static func inputAsMappingMessage(_ role: NameRole, name: String, type: String?) -> String {
        let written = type.map { "'\(name): \($0)'" } ?? "its type alone"
        return "\(role.withArticle) is declared by its type alone: write \(written); \(role.rawValue)s take no "
            + "default value, and a view using this one passes each of its \(role.rawValue)s"
    }

    /// For a member section of the wrong shape (`state: [count]`, `props: name`): the names it seems to list are
    /// added to `rejected`, so that their uses are not reported as unknown names too.
    static func rejectNames(writtenIn node: YAMLNode, as kind: RejectedMember.Kind, in rejected: inout [RejectedMember])
    {
        guard let items = node.sequence else { return reject(node, as: kind, in: &rejected) }
        for item in items { reject(item, as: kind, in: &rejected) }
    }

    /// Adds a member left out of the view, named by `key` as written, to `rejected`.
    ///
    /// A name rejected for an invisible character in it is left out under its visible spelling too, the one its
    /// uses are written with.
    static func reject(_ key: YAMLNode, as kind: RejectedMember.Kind, in rejected: inout [RejectedMember]) {
        guard let text = key.scalarValue else { return }
        rejected.append(RejectedMember(name: Identifier(text, range: key.range), kind: kind))
        // `n:0`, a name run into its value, names `n`; so does `n 0`, a name and its value without the colon.
        if key.scalarStyle == .plain, YAMLLoader.Message.colonWithoutSpace(on: text[...]) != nil,
            let colon = text.firstIndex(of: ":")
        {
            rejected.append(RejectedMember(name: Identifier(String(text[..<colon]), range: key.range), kind: kind))
        } else if key.scalarStyle == .plain, !key.range.isOnOneLine {
            // `a String` above `b Int`, folded into one text, name `a` and `b`.
            for (name, _) in entriesWithoutColon(key) {
                rejected.append(RejectedMember(name: Identifier(name, range: key.range), kind: kind))
            }
        } else if key.scalarStyle == .plain, let (name, _) = nameAndValueWithoutColon(text) {
            rejected.append(RejectedMember(name: Identifier(name, range: key.range), kind: kind))
        }
        if let visible = visibleSpelling(of: text) {
            rejected.append(RejectedMember(name: Identifier(visible, range: key.range), kind: kind))
        }
    }

    /// `environment:`: a list of `layoutDirection` / `colorScheme`, each at most once.
    ///
    /// An unknown value is added to `rejected`, so that its uses are not reported as unknown names too.
    mutating func decodeEnvironment(_ node: YAMLNode, rejected: inout [RejectedMember]) -> [EnvironmentDecl] {
        let candidates = EnvironmentDecl.Key.allCases.map(\.rawValue)
        let expectation = "a list of environment values (\(Self.listing(candidates)))"
        // `environment: layoutDirection` (or `layoutDirection, colorScheme`): the values it names are meant, and
        // declared, so that their uses are not also reported; the shape is reported with the list to write.
        if let text = node.scalarValue, node.tag == nil {
            let keys = text.split(whereSeparator: { $0 == "," || $0 == " " }).map {
                EnvironmentDecl.Key(rawValue: String($0))
            }
            if !keys.isEmpty, keys.allSatisfy({ $0 != nil }) {
                let list = keys.compactMap(\.?.rawValue).joined(separator: ", ")
                error(
                    "expected-list",
                    Self.expected(expectation, found: node) + "; write it as a list: 'environment: [\(list)]'",
                    at: node.range)
                var values: [EnvironmentDecl] = []
                for key in keys.compactMap(\.self) where !values.contains(where: { $0.key == key }) {
                    values.append(EnvironmentDecl(key: key, range: node.range))
                }
                return values
            }
        }
        // `colorScheme: dark` under `environment:`: the values it names are meant, and declared, as above.
        if let entries = node.mapping {
            let keys = entries.compactMap { $0.key.scalarValue.flatMap(EnvironmentDecl.Key.init(rawValue:)) }
            if !keys.isEmpty {
                let list = keys.map(\.rawValue).joined(separator: ", ")
                error(
                    "expected-list",
                    Self.expected(expectation, found: node) + "; an environment value is listed by name, not given a "
                        + "value: write 'environment: [\(list)]'",
                    at: node.range)
                var values: [EnvironmentDecl] = []
                for key in keys where !values.contains(where: { $0.key == key }) {
                    values.append(EnvironmentDecl(key: key, range: node.range))
                }
                return values
            }
        }
        guard let items = sequence(node, expected: expectation) else { return [] }
        var values: [EnvironmentDecl] = []
        for item in items {
            // `- layoutDirection: rightToLeft`: the value is meant, and declared; it is listed by name.
            if let entries = item.mapping, entries.count == 1,
                let key = entries[0].key.scalarValue.flatMap(EnvironmentDecl.Key.init(rawValue:))
            {
                let written = SourceRange(start: entries[0].key.range.start, end: entries[0].value.range.end)
                error(
                    "expected-scalar",
                    "an environment value is listed by name, not given a value; the environment gives it: write "
                        + "'- \(key.rawValue)'",
                    at: written, fixIt: Diagnostic.FixIt(range: written, replacement: key.rawValue))
                if !values.contains(where: { $0.key == key }) {
                    values.append(EnvironmentDecl(key: key, range: written))
                }
                continue
            }
            guard let scalar = scalar(item, expected: "an environment value (\(Self.listing(candidates)))") else {
                continue
            }
            guard let key = EnvironmentDecl.Key(rawValue: scalar.value) else {
                let message = Self.unknownKeyMessage(
                    Self.unknownEnvironmentMessage(scalar.value), key: scalar.value, expected: candidates)
                let match = errorUnknown(
                    "unknown-environment-value", message, word: scalar.value, candidates: candidates, at: item.range)
                Self.reject(item, as: .environment, in: &rejected)
                // A misspelled value (`layoutDirecton`) is declared as the one it was told to be, so that the uses
                // of that one are not reported too.
                if let meant = match.flatMap(EnvironmentDecl.Key.init(rawValue:)),
                    !items.contains(where: { $0.scalarValue == meant.rawValue })
                {
                    values.append(EnvironmentDecl(key: meant, range: item.range))
                }
                continue
            }
            if let first = values.first(where: { $0.key == key }) {
                error(
                    "duplicate-environment-value", Self.duplicateEnvironmentMessage(scalar.value), at: item.range,
                    notes: [note("'\(scalar.value)' is first listed here", at: first.range)])
                continue
            }
            values.append(EnvironmentDecl(key: key, range: item.range))
        }
        return values
    }

    /// Props, bindings, state and environment values share the view's namespace.
    mutating func checkMemberNames(_ view: ViewDecl) {
        // Keyed by Swift's `==`, under which names spelled with other scalars that look the same are one.
        var seen: [String: (name: String, range: SourceRange)] = [:]
        let members: [(String, SourceRange, NameRole)] =
            view.props.map { ($0.name.name, $0.name.range, .prop) }
            + view.bindings.map { ($0.name.name, $0.name.range, .binding) }
            + view.state.map { ($0.name.name, $0.name.range, .stateValue) }
        for environment in view.environment {
            seen[environment.key.rawValue] = (environment.key.rawValue, environment.range)
        }
        for (name, range, role) in members.sorted(by: { $0.1.start < $1.1.start }) {
            if let first = seen[name] {
                let scalars =
                    first.name.hasSameScalars(as: name)
                    ? "" : UnitDeclarations.equivalentSpelling(first.name)
                error(
                    "duplicate-name", Self.duplicateMemberMessage(name, role: role) + scalars, at: range,
                    notes: [note("'\(name)' is first declared here", at: first.range)])
            } else {
                seen[name] = (name, range)
            }
        }
        // A property wrapper's storage is `_name`: a member spelled so would be declared twice. Only a name that
        // starts with `_` is looked up, so a view without one does no work here.
        for (name, range, role) in members where name.hasPrefix("_") {
            let wrapped = String(name.dropFirst())
            let wrappedRole =
                if view.environment.contains(where: { $0.key.rawValue == wrapped }) {
                    "environment value"
                } else if view.state.contains(where: { $0.name.name == wrapped }) {
                    NameRole.stateValue.rawValue
                } else if view.bindings.contains(where: { $0.name.name == wrapped }) {
                    NameRole.binding.rawValue
                } else {
                    String?.none
                }
            guard let wrappedRole else { continue }
            error(
                "reserved-name",
                Self.cannotNameMessage(name, role: role, reason: Self.wrapperStorageReason(wrapped, role: wrappedRole)),
                at: range)
        }
    }
}
