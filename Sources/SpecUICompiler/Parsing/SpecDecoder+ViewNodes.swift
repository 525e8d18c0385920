extension SpecDecoder {
    static let nodesExpectation = "a list of nodes (each starting with '- ')"
    static let nodeExpectation = "a view node such as 'Text: \"...\"'"
    static let controlFlowKeys = ["if", "switch"]

    static func unknownViewMessage(_ name: String) -> String { "unknown view '\(name)'" }

    static func misplacedHeadMessage(_ key: String, isModifier: Bool) -> String {
        "'\(key)' is \(isModifier ? "a modifier" : "an argument"), not a view; write it beside the view's first key"
    }

    static func quotedNodeMessage(_ text: String) -> String {
        "expected a view node; found the string '\(text)': write 'Text: \"\(text)\"' to show text"
    }

    static func unknownNodeKeyMessage(_ key: String, view: String) -> String { "unknown key '\(key)' on '\(view)'" }

    static func componentKeyMessage(_ key: String, view: String) -> String {
        "'\(key)' is not a modifier; arguments of '\(view)' go inside its mapping"
    }

    static func insideValueMessage(_ key: String, view: String, isModifier: Bool) -> String {
        "'\(key)' is \(isModifier ? "a modifier" : "an argument of '\(view)'"); write it beside '\(view)', not inside its value"
    }

    static func missingArgumentMessage(_ argument: String, view: String) -> String {
        "'\(view)' needs '\(argument)'"
    }

    static func missingPrimaryMessage(_ view: String, expected: String) -> String { "'\(view)' needs \(expected)" }

    static func componentArgumentMessage(_ label: String, found node: YAMLNode) -> String {
        "expected a value for argument '\(label)'; found \(node.kindDescription)"
    }

    /// A list of nodes: a body, a stack's content, a branch.
    mutating func decodeNodes(_ node: YAMLNode) -> [ViewNode] {
        guard let items = sequence(node, expected: Self.nodesExpectation) else { return [] }
        return items.compactMap { decodeNode($0) }
    }

    /// One node: a bare view name, or a mapping whose first key names the view, `if` or `switch`.
    mutating func decodeNode(_ node: YAMLNode) -> ViewNode? {
        switch node.kind {
        case .sequence:
            error("expected-node", Self.expected(Self.nodeExpectation, found: node), at: node.range)
            return nil
        case .scalar(let scalar):
            guard scalar.style == .plain, !scalar.value.isEmpty else {
                error("expected-node", Self.quotedNodeMessage(scalar.value), at: node.range)
                return nil
            }
            let head = YAMLMappingEntry(key: node, value: .absent(at: node.range.end))
            return decodeNode(head: scalar.value, entries: YAMLNode.Entries([head]))
        case .mapping(let entries):
            guard let first = entries.first, let head = key(first) else {
                if entries.isEmpty {
                    error("expected-node", Self.expected(Self.nodeExpectation, found: node), at: node.range)
                }
                return nil
            }
            return decodeNode(head: head, entries: entries)
        }
    }

    private mutating func decodeNode(head: String, entries: YAMLNode.Entries) -> ViewNode? {
        let headRange = entries[0].key.range
        switch head {
        case "if": return decodeIf(entries)
        case "switch": return decodeSwitch(entries)
        default: break
        }
        if let view = BuiltinView(rawValue: head) {
            return decodeBuiltin(view, entries)
        }
        let viewNames = BuiltinView.allCases.map(\.rawValue) + Self.controlFlowKeys
        let isModifier = Self.modifierKeys.contains(head)
        let isArgument = BuiltinView.allCases.contains { $0.arguments.contains(head) }
        if isModifier || isArgument, Suggestion.closest(to: head, among: viewNames) == nil {
            error("misplaced-key", Self.misplacedHeadMessage(head, isModifier: isModifier), at: headRange)
            return nil
        }
        guard SwiftIdentifier.isValid(head), SwiftIdentifier.isUpperCamelCase(head) else {
            errorUnknown(
                "unknown-view", Self.unknownViewMessage(head), word: head, candidates: viewNames, at: headRange)
            return nil
        }
        return decodeComponent(Identifier(head, range: headRange), entries)
    }

    /// A view declared by a spec of the unit: its arguments inside the first key's mapping, modifiers beside.
    private mutating func decodeComponent(_ name: Identifier, _ entries: YAMLNode.Entries) -> ViewNode? {
        var arguments: [ComponentArgument] = []
        if let argumentEntries = mapping(entries[0].value, expected: "a mapping of arguments for '\(name.name)'") {
            for entry in argumentEntries {
                guard let label = self.name(entry.key, role: .argument) else { continue }
                guard let scalar = entry.value.scalar, scalar.style != .plain || !scalar.value.isEmpty else {
                    error(
                        "expected-scalar", Self.componentArgumentMessage(label.name, found: entry.value),
                        at: entry.value.range)
                    continue
                }
                arguments.append(ComponentArgument(label: label, value: .unresolved(scalar)))
            }
        }
        var modifiers: [Modifier] = []
        for entry in entries.dropFirst() {
            guard let key = key(entry) else { continue }
            guard Self.modifierKeys.contains(key) else {
                if Suggestion.closest(to: key, among: Self.modifierKeys) != nil {
                    errorUnknown(
                        "unknown-key", Self.unknownNodeKeyMessage(key, view: name.name), word: key,
                        candidates: Self.modifierKeys, at: entry.key.range)
                } else {
                    error("unknown-key", Self.componentKeyMessage(key, view: name.name), at: entry.key.range)
                }
                continue
            }
            if let modifier = decodeModifier(key, entry) { modifiers.append(modifier) }
        }
        return ViewNode(.component(name, arguments: arguments), modifiers: modifiers, range: name.range)
    }

    /// A built-in view: its first key's value, named arguments and modifiers beside it.
    private mutating func decodeBuiltin(_ view: BuiltinView, _ entries: YAMLNode.Entries) -> ViewNode? {
        let headRange = entries[0].key.range
        let primary = entries[0].value
        var arguments = NamedArguments()
        var modifiers: [Modifier] = []
        var valid = true
        for entry in entries.dropFirst() {
            guard let key = key(entry) else { continue }
            if view.arguments.contains(key) {
                arguments[key] = entry
            } else if Self.modifierKeys.contains(key) {
                if key == "equatable" {
                    error("equatable-on-builtin", Self.equatableMessage(view.rawValue), at: entry.key.range)
                } else if let modifier = decodeModifier(key, entry) {
                    modifiers.append(modifier)
                } else {
                    valid = false
                }
            } else {
                errorUnknown(
                    "unknown-key", Self.unknownNodeKeyMessage(key, view: view.rawValue), word: key,
                    candidates: view.arguments + Self.modifierKeys, at: entry.key.range)
            }
        }
        let misplaced = reportKeysInsideValue(primary, of: view)
        for required in view.requiredArguments where arguments[required] == nil && !misplaced.contains(required) {
            error("missing-argument", Self.missingArgumentMessage(required, view: view.rawValue), at: headRange)
            valid = false
        }
        if !misplaced.isEmpty { return nil }
        if let expectation = view.primaryExpectation, !view.primaryIsOptional, Self.isAbsent(primary) {
            error("missing-value", Self.missingPrimaryMessage(view.rawValue, expected: expectation), at: headRange)
            return nil
        }
        guard valid, let kind = builtinKind(view, primary: primary, arguments: arguments, at: headRange) else {
            return nil
        }
        return ViewNode(kind, modifiers: modifiers, range: headRange)
    }

    /// Whether a value was left empty (`Text:` with nothing after it).
    static func isAbsent(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar else { return false }
        return scalar.style == .plain && scalar.value.isEmpty
    }

    /// Reports named arguments and modifiers written inside the first key's value; returns those arguments.
    private mutating func reportKeysInsideValue(_ primary: YAMLNode, of view: BuiltinView) -> Set<String> {
        guard let entries = primary.mapping else { return [] }
        var misplaced: Set<String> = []
        for entry in entries {
            guard let key = entry.key.scalarValue else { continue }
            let isArgument = view.arguments.contains(key)
            guard isArgument || Self.modifierKeys.contains(key) else { continue }
            error(
                "argument-inside-value", Self.insideValueMessage(key, view: view.rawValue, isModifier: !isArgument),
                at: entry.key.range)
            misplaced.insert(key)
        }
        return misplaced
    }
}
