import SpecUIText

extension SpecDecoder {
    static let nodesExpectation = "a list of nodes (each starting with '- ')"
    static let nodeExpectation = "a view node such as 'Text: \"...\"'"
    static let controlFlowKeys = ["if", "switch"]

    static func unknownViewMessage(_ name: String) -> String { "unknown view '\(name)'" }

    /// For an `if` or a `switch` written with its condition in the key, as Python writes one (`- if n > 1:`): the
    /// key and its value.
    static func inlineConditionHint(_ head: String) -> String? {
        for keyword in ["if", "switch"] where head.hasPrefix(keyword + " ") {
            var subject = head.dropFirst(keyword.count + 1).trimmingCharacters(in: .whitespaces)
            if subject.hasPrefix("("), subject.hasSuffix(")") { subject = String(subject.dropFirst().dropLast()) }
            let (what, nodes) = keyword == "if" ? ("condition", "then:") : ("subject", "cases:")
            return "; '\(keyword)' takes its \(what) as its value: write '- \(keyword): \(subject)', with its nodes "
                + "under '\(nodes)'"
        }
        return nil
    }

    /// The keys of `if` and `switch` beside their first one.
    static let controlFlowArgumentKeys: Set<String> = ["then", "else", "cases", "default"]

    /// Whether `key` names a view, as a node's first key does: a built-in view, `if`, `switch` or a view of the unit.
    static func isViewKey(_ key: String) -> Bool {
        BuiltinView.named(key) != nil || controlFlowKeys.contains(key)
            || (SwiftIdentifier.isValid(key) && SwiftIdentifier.isUpperCamelCase(key))
    }

    /// Whether `text` reads as a template without an error (`#{count}`, not `#{`), as a fix-it that quotes it must.
    static func isTemplate(_ text: String) -> Bool {
        var diagnostics: [Diagnostic] = []
        return ExpressionParser.parseTemplate(text, file: "", diagnostics: &diagnostics) != nil && diagnostics.isEmpty
    }

    static func keyBeforeViewMessage(_ key: String, view: String, isModifier: Bool) -> String {
        let takes = BuiltinArgument.named(key).map { BuiltinView.named(view)?.takes($0) == true } ?? false
        let what =
            takes || (controlFlowKeys.contains(view) && controlFlowArgumentKeys.contains(key))
            ? "\(takes ? "an argument" : "a key") of '\(view)', written before it"
            : "\(isModifier ? "a modifier" : "an argument"), written before '\(view)'"
        return "'\(key)' is \(what); a node's first key is its view: write '\(view):' first"
    }

    static func misplacedHeadMessage(_ key: String, isModifier: Bool) -> String {
        "'\(key)' is \(isModifier ? "a modifier" : "an argument"), not a view; write it beside the view's first key"
    }

    /// For a quoted item: a SwiftUI call is told the keys the language writes for it, other text how to show it.
    static func quotedNodeMessage(_ text: String) -> String {
        let found = "expected a view node; found the string '\(text)'"
        if let call = SwiftCallSpelling(text[...]), !call.isModifier { return found + "; " + call.advice }
        return found + ": write 'Text: \(YAMLScalar.doubleQuoted(text))' to show text"
    }

    /// For a plain item that no view name can be (`- 5`, `- true`): what YAML reads there is a value.
    static func valueNodeMessage(_ text: String) -> String {
        "expected a view node; found the value '\(text)': write 'Text: \(YAMLScalar.doubleQuoted(text))' to show text"
    }

    static func unknownNodeKeyMessage(_ key: String, view: String) -> String { "unknown key '\(key)' on '\(view)'" }

    /// For a view written as a key beside another (`Image: star` under a `Text`, its `- ` left out).
    static func viewAsKeyHint(_ view: String) -> String {
        "; '\(view)' is a view, not a key: write it as an item of a list, starting with '- '"
    }

    /// For `List: items` with a `ForEach`'s `as:` or `content:` beside it.
    static func listOfCollectionHint(_ collection: String) -> String {
        "; a 'List' takes its rows as a list of nodes: write '- ForEach: \(collection)' as its item, with 'as:' and "
            + "'content:' beside the 'ForEach'"
    }

    /// What the language writes for a SwiftUI modifier or another framework's style key it does not have, which
    /// no edit distance finds, or finds wrongly (`backgroundColor` is closer to `foregroundColor` than to
    /// `background`).
    static let otherModifiers: [String: String] = [
        "onTapGesture": "a tap is a Button's action: make the view the label of a 'Button:' with an 'action:'",
        "onTap": "a tap is a Button's action: make the view the label of a 'Button:' with an 'action:'",
        "onClick": "a tap is a Button's action: make the view the label of a 'Button:' with an 'action:'",
        "fontWeight": "write 'bold: true'", "fontSize": "did you mean 'font'?", "hidden": "write 'opacity: 0'",
        "onDisappear": "the spec runs actions as a view appears ('onAppear') and as a value changes ('onChange'), "
            + "not as it disappears",
        "width": "write it inside 'frame', as 'frame: { width: ... }'",
        "height": "write it inside 'frame', as 'frame: { height: ... }'",
        "maxWidth": "write it inside 'frame', as 'frame: { maxWidth: ... }'",
        "maxHeight": "write it inside 'frame', as 'frame: { maxHeight: ... }'",
    ]

    /// The modifier the language writes for another one, whose value it takes as it is: the did-you-mean and the
    /// fix-it.
    static let meantModifiers: [String: ModifierKey] = [
        "foregroundStyle": .foregroundColor, "tint": .foregroundColor, "color": .foregroundColor,
        "textColor": .foregroundColor, "backgroundColor": .background, "task": .onAppear, "margin": .padding,
    ]

    static func equatableAfterModifierMessage(_ modifier: String) -> String {
        "'equatable' must come before the other modifiers: '.equatable()' compares the view of the unit itself, "
            + "and '\(modifier)' before it makes a modified view that is not Equatable"
    }

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
        expected("a value for argument '\(label)'", found: node)
            + (unquotedPairHint(node) ?? bareInterpolationHint(node) ?? flowListHint(node) ?? "")
    }

    /// A list of nodes: a body, a stack's content, a branch.
    /// The nodes under `entry` (`content:`, `then:`, a case), which must hold some or say that it holds none: a key
    /// with nothing written after it is most often one whose nodes were indented too little, and so became nodes
    /// of the list around it. `[]` or `~` hold none.
    mutating func decodeNodes(of entry: YAMLMappingEntry, in construct: String) -> [ViewNode] {
        if entry.value.isNull, entry.value.scalarByteCount == 0 {
            let key = entry.key.scalarValue ?? ""
            error("missing-value", Self.emptyNodesMessage(key, in: construct), at: entry.key.range)
            return []
        }
        return decodeNodes(entry.value)
    }

    static func emptyNodesMessage(_ key: String, in construct: String) -> String {
        "'\(key)' of '\(construct)' holds no nodes; indent its nodes past the column of '\(key)', or write "
            + "'\(key): []' for none"
    }

    mutating func decodeNodes(_ node: YAMLNode) -> [ViewNode] {
        guard let items = sequence(node, expected: Self.nodesExpectation) else { return [] }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(items.count)
        for item in items {
            if let decoded = decodeNode(item) { nodes.append(decoded) }
        }
        return nodes
    }

    /// One node: a bare view name, or a mapping whose first key names the view, `if` or `switch`.
    mutating func decodeNode(_ node: YAMLNode) -> ViewNode? {
        if let entries = node.mapping {
            // A built-in view, the usual first key, is found from the key's bytes without making a string.
            if let first = entries.first, let view = BuiltinView.named(scalarOf: first.key) {
                return decodeBuiltin(view, first: first, entries: entries)
            }
            guard let first = entries.first, let head = key(first) else {
                if entries.isEmpty {
                    error("expected-node", Self.expected(Self.nodeExpectation, found: node), at: node.range)
                }
                return nil
            }
            return decodeNode(head: head, first: first, entries: entries)
        }
        // An empty item (`- `, `- ~`) is null, neither a view named `~` nor an empty string.
        guard let value = node.scalarValue, !node.isNull else {
            error("expected-node", Self.expected(Self.nodeExpectation, found: node), at: node.range)
            return nil
        }
        guard node.scalarStyle == .plain, !value.isEmpty else {
            error("expected-node", Self.quotedNodeMessage(value), at: node.range)
            return nil
        }
        // A number or a Boolean, as YAML reads one (null is reported above), is no view name.
        guard !YAMLScalar.readsAsNonString(value) else {
            error("expected-node", Self.valueNodeMessage(value), at: node.range)
            return nil
        }
        if value.utf8.last == UInt8(ascii: ")"), let call = SwiftCallSpelling(value[...]) {
            error(
                "unknown-view", Self.unknownViewMessage(value) + "; " + call.advice, at: node.range,
                fixIt: call.viewWrittenByName.flatMap(BuiltinView.named).flatMap { view in
                    // Only a view that needs nothing is whole by its name (`Spacer`, not `Text`).
                    view.primaryIsOptional && view.requiredArgument == nil
                        ? Diagnostic.FixIt(range: node.range, replacement: view.rawValue) : nil
                })
            return nil
        }
        if reportViewWithoutColon(value, at: node.range, colonOnly: false) { return nil }
        let head = YAMLMappingEntry(key: node, value: .absent(at: node.range.end))
        return decodeNode(head: value, first: head, entries: YAMLNode.Entries([head]))
    }

    /// Reports `written`, a view's name and its value without the `: ` YAML needs between them, at `range`: the
    /// space after its colon (`Text:"hi"`) or the colon (`Text "hi"`) is the fix-it; with `colonOnly`, only a view
    /// written with its colon is. True when it was reported.
    private mutating func reportViewWithoutColon(_ written: String, at range: SourceRange, colonOnly: Bool) -> Bool {
        guard let (name, rest) = Self.viewWithoutColon(written), range.start.line == range.end.line else {
            return false
        }
        let start = range.start
        let end = SourceLocation(line: start.line, column: start.column + name.unicodeScalars.count)
        // `Text:"hi"` has its colon and lacks the space after it; `Text "hi"` lacks the colon.
        let hasColon = written.unicodeScalars.dropFirst(name.unicodeScalars.count).first == ":"
        guard hasColon || !colonOnly else { return false }
        let fixRange = SourceRange(at: hasColon ? SourceLocation(line: end.line, column: end.column + 1) : end)
        // Only where the line then reads as the view and its value: not `Text:"a"b"`.
        let fixIt =
            YAMLLoader.Message.readsAsOneValue(rest)
            ? Diagnostic.FixIt(range: fixRange, replacement: hasColon ? " " : ":") : nil
        error(
            "unknown-view", Self.viewWithoutColonMessage(written, name: name, rest: rest),
            at: SourceRange(start: start, end: end), fixIt: fixIt)
        return true
    }

    /// A key written as a SwiftUI call, which YAML split at its first `: ` (`Image(systemName: star)`,
    /// `.frame(maxWidth: .infinity)`): the call as written, and how the language writes it.
    static func swiftCall(key: String, value: YAMLNode) -> (written: String, advice: String)? {
        guard key.utf8.contains(UInt8(ascii: "(")) else { return nil }
        let written = value.scalarStyle == .plain && !value.isNull ? key + ": " + (value.scalarValue ?? "") : key
        let advice = SwiftCallSpelling(written[...])?.advice ?? SwiftCallSpelling.onChangeAdvice(written[...])
        return advice.map { (written, $0) }
    }

    /// Whether `node` is a non-empty list whose items all look like view nodes: mappings, or bare built-in views
    /// (`- Spacer`).
    static func isListOfNodes(_ node: YAMLNode) -> Bool {
        guard let items = node.sequence, !items.isEmpty else { return false }
        return items.allSatisfy { item in
            item.mapping != nil
                || (item.scalarStyle == .plain && item.scalarValue.flatMap(BuiltinView.named) != nil)
        }
    }

    static func viewWithoutColonMessage(_ written: String, name: String, rest: Substring) -> String {
        "unknown view '\(written)'" + missingColonHint(name, rest: rest)
    }

    /// For a key and its value written without the `: ` YAML needs between them (`Text "hi"`, `{ done false }`).
    static func missingColonHint(_ key: String, rest: Substring) -> String {
        "; write ': ' between '\(key)' and its value: '\(key): \(rest)'"
    }

    /// A bare item that is a view's name and its value without the `: ` YAML needs between them (`Text "hi"`,
    /// `Text:"hi"`, `if isReady`): the name and what follows it.
    static func viewWithoutColon(_ text: String) -> (name: String, rest: Substring)? {
        // Most bare items are one word (`- Spacer`): without a space or a colon among its bytes, no character of the
        // text is one, and its characters are not walked to find out.
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: ":") }
        let hasSeparator = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSeparator) }
        guard hasSeparator ?? text.utf8.contains(where: isSeparator) else { return nil }
        guard let end = text.firstIndex(where: { $0 == " " || $0 == ":" }) else { return nil }
        let name = String(text[..<end])
        let isView =
            BuiltinView.named(name) != nil || controlFlowKeys.contains(name)
            || (SwiftIdentifier.isValid(name) && SwiftIdentifier.isUpperCamelCase(name))
        var rest = text[end...].dropFirst()
        if text[end] == " " { rest = rest.drop(while: { $0 == " " }) }
        guard isView, let first = rest.first, first != " " else { return nil }
        return (name, rest)
    }

    private mutating func decodeNode(head: String, first: YAMLMappingEntry, entries: YAMLNode.Entries) -> ViewNode? {
        if let view = BuiltinView.named(head) {
            return decodeBuiltin(view, first: first, entries: entries)
        }
        switch head {
        case "if": return decodeIf(entries)
        case "switch": return decodeSwitch(entries)
        default: break
        }
        let headRange = first.key.range
        // Built only for a diagnostic.
        func viewNames() -> [String] { BuiltinView.allCases.map(\.rawValue) + Self.controlFlowKeys }
        let isModifier = ModifierKey.named(head) != nil
        // Every argument is taken by some view.
        let isArgument = BuiltinArgument.named(head) != nil
        // A mapping keeps no order to YAML, but a node's first key is its view: an argument, a modifier or a key of
        // `if` or `switch` written before the view's key (`- isOn: $on` above `Toggle: "Wi-Fi"`) is told to come
        // after it, not taken for a misspelled view.
        if isModifier || isArgument || Self.controlFlowArgumentKeys.contains(head),
            let view = entries.dropFirst().lazy.compactMap(\.key.scalarValue).first(where: Self.isViewKey)
        {
            error("misplaced-key", Self.keyBeforeViewMessage(head, view: view, isModifier: isModifier), at: headRange)
            return nil
        }
        if isModifier || isArgument, Suggestion.closest(to: head, among: viewNames()) == nil {
            error("misplaced-key", Self.misplacedHeadMessage(head, isModifier: isModifier), at: headRange)
            return nil
        }
        // A view of the unit takes a mapping of arguments: a misspelled built-in view with its value (`Txt: "hi"`)
        // is reported as the misspelling alone, not also as arguments of the wrong shape.
        let misspelledBuiltin =
            first.value.mapping == nil && !first.value.isNull
            && Suggestion.closest(to: head, among: BuiltinView.allCases.map(\.rawValue)) != nil
        // In a flow mapping a plain key runs on past a `:` without a space after it (`{Text:a}`), with no value.
        if first.value.isNull, first.value.scalarByteCount == 0,
            reportViewWithoutColon(head, at: headRange, colonOnly: true)
        {
            return nil
        }
        if let call = Self.swiftCall(key: head, value: first.value) {
            error("unknown-view", Self.unknownViewMessage(call.written) + "; " + call.advice, at: headRange)
            return nil
        }
        let isNamedLikeAView = SwiftIdentifier.isValid(head) && SwiftIdentifier.isUpperCamelCase(head)
        if !isNamedLikeAView, !misspelledBuiltin, head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            Suggestion.closest(to: head, among: viewNames()) == nil
        {
            // It may name a view of the unit whose own name was rejected (`view: child`, `view: class`), which is
            // reported once, where it is declared: checking, which knows the unit's names, reports the use only
            // when it names no such view.
            unresolvedComponentUses.append(
                UnresolvedComponentUse(name: Identifier(head, range: headRange), diagnostics: [], isLeftOut: true))
            guard Self.isListOfNodes(first.value) else { return nil }
            return ViewNode(.group(decodeNodes(first.value)), range: headRange)
        }
        guard isNamedLikeAView, !misspelledBuiltin else {
            if let hint = Self.inlineConditionHint(head) {
                error("unknown-view", Self.unknownViewMessage(head) + hint, at: headRange)
                guard Self.isListOfNodes(first.value) else { return nil }
                return ViewNode(.group(decodeNodes(first.value)), range: headRange)
            }
            errorUnknown(
                "unknown-view", Self.unknownViewMessage(head), word: head, candidates: viewNames(), at: headRange)
            // A misspelled container (`VStak:` over a list of nodes) keeps its content, as a group, so that the
            // mistakes inside it are reported in the same run; the spec has an error, so nothing is generated.
            guard Self.isListOfNodes(first.value) else { return nil }
            return ViewNode(.group(decodeNodes(first.value)), range: headRange)
        }
        return decodeComponent(Identifier(head, range: headRange), first: first, entries: entries)
    }

    /// A view declared by a spec of the unit: its arguments inside the first key's mapping, modifiers beside.
    ///
    /// Arguments that are not a mapping are reported once and the node is dropped after its modifiers are read,
    /// so the props the value did not name are not also reported as missing. Errors that take the name for a view
    /// of the unit are reported only if it is one (`UnresolvedComponentUse`): `SecureField: "Password"` is an unknown
    /// view, not a view whose arguments should be a mapping.
    private mutating func decodeComponent(
        _ name: Identifier,
        first: YAMLMappingEntry,
        entries: YAMLNode.Entries
    ) -> ViewNode? {
        var argumentErrors: [Diagnostic] = []
        let path = self.path
        func argumentError(_ code: String, _ message: String, at range: SourceRange) {
            argumentErrors.append(Diagnostic(.error, code: code, message: message, file: path, range: range))
        }
        var arguments: [ComponentArgument]?
        var mappingArguments: [Int: String] = [:]
        if let argumentEntries = first.value.isNull ? YAMLNode.Entries() : first.value.mapping {
            var read: [ComponentArgument] = []
            read.reserveCapacity(argumentEntries.count)
            for entry in argumentEntries {
                guard let label = self.name(entry.key, role: .argument) else { continue }
                guard let scalar = entry.value.scalar, scalar.style != .plain || !scalar.value.isEmpty else {
                    if entry.value.mapping != nil { mappingArguments[argumentErrors.count] = label.name }
                    argumentError(
                        "expected-scalar", Self.componentArgumentMessage(label.name, found: entry.value),
                        at: entry.value.range)
                    read.append(ComponentArgument(label: label, value: .invalid))
                    continue
                }
                read.append(ComponentArgument(label: label, value: .unresolved(scalar)))
            }
            arguments = read
        } else {
            argumentError(
                "expected-mapping", Self.expected("a mapping of arguments for '\(name.name)'", found: first.value),
                at: first.value.range)
        }
        var modifiers: [Modifier] = []
        /// The first modifier written, which `equatable` must not follow.
        var firstModifier: String?
        for index in 1..<entries.count {
            let entry = entries[index]
            guard let key = key(entry) else { continue }
            guard let modifierKey = ModifierKey.named(key) else {
                if Suggestion.closest(to: key, among: Self.modifierKeys) != nil {
                    errorUnknown(
                        "unknown-key", Self.unknownNodeKeyMessage(key, view: name.name), word: key,
                        candidates: Self.modifierKeys, at: entry.key.range)
                } else {
                    argumentError("unknown-key", Self.componentKeyMessage(key, view: name.name), at: entry.key.range)
                    // Kept as an argument that was reported, so that the parameter it names is not also missing.
                    if SwiftIdentifier.isValid(key), let given = arguments,
                        !given.contains(where: { $0.label.name == key })
                    {
                        arguments?.append(
                            ComponentArgument(label: Identifier(key, range: entry.key.range), value: .misplaced))
                    }
                }
                continue
            }
            if modifierKey == .equatable, let firstModifier {
                error(
                    "equatable-after-modifier", Self.equatableAfterModifierMessage(firstModifier),
                    at: entry.key.range)
                continue
            }
            firstModifier = firstModifier ?? key
            if modifiers.isEmpty { modifiers.reserveCapacity(entries.count - index) }
            decodeModifier(modifierKey, entry, into: &modifiers)
        }
        if !argumentErrors.isEmpty {
            unresolvedComponentUses.append(
                UnresolvedComponentUse(
                    name: name, diagnostics: argumentErrors, mappingArguments: mappingArguments,
                    isLeftOut: arguments == nil))
        }
        guard let arguments else {
            // Content written where the arguments belong (`ScrollView:` over a list of nodes) is checked as a group.
            guard Self.isListOfNodes(first.value) else { return nil }
            return ViewNode(.group(decodeNodes(first.value)), range: name.range)
        }
        return ViewNode(.component(name, arguments: arguments), modifiers: modifiers, range: name.range)
    }

    /// A built-in view: its first key's value, named arguments and modifiers beside it.
    private mutating func decodeBuiltin(
        _ view: BuiltinView,
        first: YAMLMappingEntry,
        entries: YAMLNode.Entries
    ) -> ViewNode? {
        let headRange = first.key.range
        let primary = first.value
        var arguments = NamedArguments(entries)
        // A modifier that fails to decode is reported and left out; the node is still decoded, so that the errors
        // of its other parts are reported too.
        var modifiers: [Modifier] = []
        var suggested: Set<String> = []
        var reportedListOfCollection = false
        // Whether a key was told to be the view's value (`title:` on a `Toggle`).
        var valueWrittenAsKey = false
        // Views written as keys beside this one (`Toggle:` under a `- Text:`), whose arguments follow them.
        var viewsWrittenAsKeys: [BuiltinView] = []
        for index in 1..<entries.count {
            let entry = entries[index]
            // Arguments and modifiers are found from the key's bytes; only a key that is neither is made a string.
            if let argument = BuiltinArgument.named(scalarOf: entry.key), view.takes(argument) {
                arguments.set(index, for: argument)
                continue
            }
            if let modifierKey = ModifierKey.named(scalarOf: entry.key) {
                if modifierKey == .equatable {
                    error("equatable-on-builtin", Self.equatableMessage(view.rawValue), at: entry.key.range)
                } else {
                    if modifiers.isEmpty { modifiers.reserveCapacity(entries.count - index) }
                    decodeModifier(modifierKey, entry, into: &modifiers)
                }
                continue
            }
            guard let key = key(entry) else { continue }
            if let call = Self.swiftCall(key: key, value: entry.value) {
                error(
                    "unknown-key", Self.unknownNodeKeyMessage(call.written, view: view.rawValue) + "; " + call.advice,
                    at: entry.key.range)
            } else if entry.value.isNull, entry.value.scalarByteCount == 0, entry.key.scalarStyle == .plain,
                let runOn = Self.keyRunIntoValue(key, at: entry.key.range)
            {
                // `{Text: "a", font:title}`: in a flow mapping a key runs on past a `:` without a space after it.
                error(
                    "unknown-key", Self.unknownNodeKeyMessage(key, view: view.rawValue) + runOn.hint,
                    at: entry.key.range, fixIt: runOn.fixIt)
            } else if view == .list, BuiltinView.forEach.arguments.contains(key), let collection = primary.scalarValue {
                // `List: items` with `as:` and `content:`, as SwiftUI's `List(items) { item in ... }`: said once.
                if !reportedListOfCollection {
                    reportedListOfCollection = true
                    error(
                        "unknown-key",
                        Self.unknownNodeKeyMessage(key, view: view.rawValue) + Self.listOfCollectionHint(collection),
                        at: entry.key.range)
                }
            } else if let written = BuiltinView.named(key) {
                viewsWrittenAsKeys.append(written)
                error(
                    "unknown-key", Self.unknownNodeKeyMessage(key, view: view.rawValue) + Self.viewAsKeyHint(key),
                    at: entry.key.range)
            } else if viewsWrittenAsKeys.contains(where: { $0.arguments.contains(key) }) {
                // `isOn:` after `Toggle:` written as a key: the toggle's argument, part of the mistake reported.
                continue
            } else if let (hint, argument) = Self.nodeKeyHint(key, view: view) {
                if let argument { suggested.insert(argument.rawValue) }
                if Self.valueKeys.contains(key) { valueWrittenAsKey = true }
                error(
                    "unknown-key", Self.unknownNodeKeyMessage(key, view: view.rawValue) + hint, at: entry.key.range,
                    fixIt: argument.map { Diagnostic.FixIt(range: entry.key.range, replacement: $0.rawValue) })
            } else if let meant = Self.meantModifiers[key] {
                error(
                    "unknown-key",
                    Self.unknownNodeKeyMessage(key, view: view.rawValue) + "; did you mean '\(meant.rawValue)'?",
                    at: entry.key.range, fixIt: Diagnostic.FixIt(range: entry.key.range, replacement: meant.rawValue))
            } else if let hint = Self.otherModifiers[key] {
                error(
                    "unknown-key", Self.unknownNodeKeyMessage(key, view: view.rawValue) + "; " + hint,
                    at: entry.key.range)
            } else {
                let candidates = view.arguments + Self.modifierKeys
                let message = Self.unknownNodeKeyMessage(key, view: view.rawValue)
                if key != Self.mergeKey, Suggestion.closest(to: key, among: candidates) == nil {
                    error("unknown-key", message + Self.nodeKeysListing(view), at: entry.key.range)
                } else if let match = errorUnknown(
                    "unknown-key", message, word: key, candidates: candidates, at: entry.key.range)
                {
                    suggested.insert(match)
                    // A misspelled argument (`ass:` for `as:`) is read as the one it was told to be, when that is
                    // not also written, so that its uses are not reported too.
                    if let argument = BuiltinArgument(rawValue: match), view.takes(argument),
                        !arguments.contains(argument), !entries.contains(where: { $0.key.scalarValue == match })
                    {
                        arguments.set(index, for: argument)
                    }
                }
            }
        }
        let misplaced = reportKeysInsideValue(primary, of: view)
        if let required = view.requiredArgument, !arguments.contains(required) {
            // Written inside the value or misspelled, it is already reported where it is.
            if view == .section, Self.isListOfNodes(primary) {
                // `- Section:` with its nodes as its value: they are read as its content, and told where they go.
                error(
                    "missing-argument",
                    Self.missingArgumentMessage(required.rawValue, view: view.rawValue)
                        + "; its value is its header, and its nodes go under 'content:', at the column of 'Section'",
                    at: headRange)
            } else if !misplaced.contains(required.rawValue), !suggested.contains(required.rawValue) {
                error(
                    "missing-argument", Self.missingArgumentMessage(required.rawValue, view: view.rawValue),
                    at: headRange)
            }
            if view == .forEach, required == .content {
                let variable = arguments[.as].flatMap { $0.value.scalarValue } ?? "item"
                orphanedLoopVariables.append(Identifier(variable, range: headRange))
            }
            // Missing nodes or statements are none, so that the node's other parts are still checked; a missing
            // binding leaves nothing to check the node with.
            guard required == .content || required == .action else { return nil }
        }
        // `List: items` beside a ForEach's keys was told to hold a ForEach, which covers its value too.
        if !misplaced.isEmpty || reportedListOfCollection { return nil }
        if let expectation = view.primaryExpectation, !view.primaryIsOptional, Self.isAbsent(primary) {
            // `title:` below an empty `Toggle:` was told to be its value, which is what is missing.
            if let comment = primary.touchingComment, view.primaryIsText {
                // `Text: #hashtag`: the text YAML took for a comment, kept by quoting it.
                // Shown as written, its braces are written twice, as a template writes a literal one (`#{{count}}`).
                let (written, range) = Self.written(comment)
                let shown = written.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
                error(
                    "missing-value",
                    Self.missingPrimaryMessage(view.rawValue, expected: expectation) + "; YAML reads '\(written)' as "
                        + "a comment: to show it, quote it, \(YAMLScalar.doubleQuoted(shown))",
                    at: range,
                    fixIt: Self.isTemplate(shown)
                        ? Diagnostic.FixIt(range: range, replacement: YAMLScalar.doubleQuoted(shown)) : nil)
            } else if !valueWrittenAsKey {
                error("missing-value", Self.missingPrimaryMessage(view.rawValue, expected: expectation), at: headRange)
            }
            return nil
        }
        if let expectation = view.primaryExpectation, !view.primaryIsOptional, let word = Self.nullWord(primary) {
            // `Text: null`: YAML's null, which is no text; the word is shown quoted.
            error(
                "missing-value",
                Self.missingPrimaryMessage(view.rawValue, expected: expectation)
                    + "; '\(word)' is YAML's null: quote it, \"\(word)\", to show the word",
                at: primary.range, fixIt: Diagnostic.FixIt(range: primary.range, replacement: "\"\(word)\""))
            return nil
        }
        guard let kind = builtinKind(view, primary: primary, arguments: arguments, at: headRange) else { return nil }
        return ViewNode(kind, modifiers: modifiers, range: headRange)
    }

    /// Whether a value was left empty (`Text:` with nothing after it).
    static func isAbsent(_ node: YAMLNode) -> Bool {
        node.scalarByteCount == 0 && node.scalarStyle == .plain
    }

    /// Whether an optional value is left out: empty, or YAML's null (`Section: ~`), which says there is none.
    static func isLeftOut(_ node: YAMLNode) -> Bool {
        isAbsent(node) || nullWord(node) != nil
    }

    /// The word of a plain scalar that YAML reads as null (`~`, `null`), not left empty; nil for any other node.
    /// The words are four bytes at most: a longer value is not made into a String to be asked.
    static func nullWord(_ node: YAMLNode) -> String? {
        guard node.scalarStyle == .plain, let count = node.scalarByteCount, (1...4).contains(count),
            let word = node.scalarValue, plainWords[word] == .null
        else { return nil }
        return word
    }

    /// Reports named arguments and modifiers written inside the first key's value; returns those arguments.
    private mutating func reportKeysInsideValue(_ primary: YAMLNode, of view: BuiltinView) -> Set<String> {
        guard let entries = primary.mapping else { return [] }
        var misplaced: Set<String> = []
        for entry in entries {
            guard let key = entry.key.scalarValue else { continue }
            let isArgument = BuiltinArgument.named(key).map(view.takes) ?? false
            guard isArgument || ModifierKey.named(key) != nil else { continue }
            error(
                "argument-inside-value", Self.insideValueMessage(key, view: view.rawValue, isModifier: !isArgument),
                at: entry.key.range)
            misplaced.insert(key)
        }
        return misplaced
    }
}
