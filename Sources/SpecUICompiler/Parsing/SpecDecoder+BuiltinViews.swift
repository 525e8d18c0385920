extension SpecDecoder {
    static func noValueMessage(_ view: String, found node: YAMLNode) -> String {
        // `Spacer: 2`: the length goes beside it.
        let hint =
            view == BuiltinView.spacer.rawValue && node.scalarStyle == .plain
            ? node.scalarValue.map { "; write its length beside it: 'minLength: \($0)'" } ?? "" : ""
        return "'\(view)' takes no value; found \(node.kindDescription)" + hint
    }

    /// For a path written without its `$`, and what to write, when a `$` makes it a binding.
    static func bindingMessage(_ argument: String, written: String?) -> String {
        "'\(argument)' takes a binding" + (written.map { "; write '$\($0)'" } ?? "")
    }

    /// For a value that no `$` makes a binding (`text: 3`, `isOn: a && b`).
    static func bindingMessage(_ argument: String, expected: String) -> String {
        "'\(argument)' takes \(expected), and only a name or a field path can be one"
    }

    static func forEachIdMessage(found text: String) -> String {
        "expected a field name or 'self' for 'id'; found '\(text)'"
            + (forEachIdField(text).map { "; write 'id: \($0)'" } ?? "")
    }

    /// For a key path or member path (`\.id`, `.id`, `todo.id`): the field name it ends with, or `self`.
    static func forEachIdField(_ text: String) -> String? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let last = String(text[text.index(after: dot)...])
        guard last == "self" || (SwiftIdentifier.isValid(last) && !SwiftIdentifier.isKeyword(last)) else { return nil }
        return last
    }

    static func equatableMessage(_ view: String) -> String {
        "'equatable' applies only to a view of the unit, not to '\(view)'"
    }

    /// The node kind of a built-in view whose keys were already sorted into first value and named arguments.
    mutating func builtinKind(
        _ view: BuiltinView,
        primary: YAMLNode,
        arguments: NamedArguments,
        at range: SourceRange
    ) -> ViewNode.Kind? {
        // Built only when a diagnostic needs it.
        func expected() -> String { "\(view.primaryExpectation ?? "no value") for '\(view.rawValue)'" }
        switch view {
        // A text or a title that fails is reported and left empty, so that the node's modifiers (and a button's
        // action) are still checked; the file then has errors, so nothing is generated from it.
        case .text:
            return .text(template(primary, expected: expected()) ?? Template(parts: [], range: primary.range))
        case .button:
            let label: ButtonLabel
            if primary.sequence != nil {
                label = .label(decodeNodes(primary))
            } else {
                label = .title(template(primary, expected: expected()) ?? Template(parts: [], range: primary.range))
            }
            // An action that fails to parse is reported and left empty; the button is kept, so that the errors of
            // its label and modifiers are reported too.
            let action = arguments[.action].flatMap { self.action($0.value) } ?? []
            return .button(label, action: action)
        case .vStack:
            let alignment = arguments[.alignment].map {
                choice($0.value, of: HorizontalAlignment.self, what: "VStack alignment", code: "unknown-alignment")
            }
            return .vStack(
                alignment: alignment ?? nil, spacing: argumentExpression(arguments[.spacing]),
                content: stackContent(primary, expected: expected()))
        case .hStack:
            let alignment = arguments[.alignment].map {
                choice($0.value, of: VerticalAlignment.self, what: "HStack alignment", code: "unknown-alignment")
            }
            return .hStack(
                alignment: alignment ?? nil, spacing: argumentExpression(arguments[.spacing]),
                content: stackContent(primary, expected: expected()))
        case .zStack:
            let alignment = arguments[.alignment].map {
                choice($0.value, of: Alignment.self, what: "ZStack alignment", code: "unknown-alignment")
            }
            return .zStack(alignment: alignment ?? nil, content: stackContent(primary, expected: expected()))
        case .list:
            return .list(stackContent(primary, expected: expected()))
        case .group:
            return .group(stackContent(primary, expected: expected()))
        case .section:
            // Its nodes written as its value were told to go under `content:`, and are read as its content.
            if arguments[.content] == nil, Self.isListOfNodes(primary) {
                return .section(header: nil, content: decodeNodes(primary))
            }
            let header = Self.isLeftOut(primary) ? nil : template(primary, expected: expected())
            return .section(
                header: header, content: arguments[.content].map { decodeNodes(of: $0, in: "Section") } ?? [])
        case .forEach:
            return decodeForEach(primary, arguments: arguments, at: range).map { .forEach($0) }
        // Each part is decoded before any is required, so that one failing does not hide the errors of the others.
        // A title that fails is reported and left empty, so that the binding is still checked; a binding that fails
        // is reported and the control kept as a text of its title, so that the title and the modifiers are still
        // checked. The file then has errors, so nothing is generated from it.
        case .toggle:
            let title = template(primary, expected: expected()) ?? Template(parts: [], range: primary.range)
            let isOn = binding(arguments[.isOn]!, expected: "a binding such as '$flag'")
            guard let isOn else { return .text(title) }
            return .toggle(title: title, isOn: isOn)
        case .textField:
            let placeholder = template(primary, expected: expected()) ?? Template(parts: [], range: primary.range)
            let text = binding(arguments[.text]!, expected: "a binding such as '$name'")
            guard let text else { return .text(placeholder) }
            return .textField(placeholder: placeholder, text: text)
        case .stepper:
            let label = template(primary, expected: expected()) ?? Template(parts: [], range: primary.range)
            let value = binding(arguments[.value]!, expected: "a binding such as '$quantity'")
            let bounds = argumentExpression(arguments[.`in`])
            guard let value else { return .text(label) }
            return .stepper(label: label, value: value, bounds: bounds)
        case .progressView:
            let label = Self.isLeftOut(primary) ? nil : template(primary, expected: expected())
            return .progressView(label: label, value: argumentExpression(arguments[.value]))
        case .image:
            // A symbol name that fails is reported and the image kept as an empty text, so that its modifiers are
            // still checked; an empty name would be reported again.
            guard let name = template(primary, expected: expected()) else {
                return .text(Template(parts: [], range: primary.range))
            }
            return .image(systemName: name)
        case .spacer:
            guard noValue(primary, of: view) else { return nil }
            return .spacer(minLength: argumentExpression(arguments[.minLength]))
        case .divider:
            return noValue(primary, of: view) ? .divider : nil
        case .emptyView:
            return noValue(primary, of: view) ? .emptyView : nil
        }
    }

    private mutating func stackContent(_ primary: YAMLNode, expected: @autoclosure () -> String) -> [ViewNode] {
        guard primary.sequence != nil else {
            error(
                "expected-list", Self.expected(expected(), found: primary) + Self.listItemHint(primary),
                at: primary.range)
            return []
        }
        return decodeNodes(primary)
    }

    private mutating func argumentExpression(_ entry: YAMLMappingEntry?) -> Expression? {
        guard let entry else { return nil }
        return expression(entry.value, expected: "an expression for '\(entry.key.scalarValue ?? "")'")
    }

    /// An argument that must be a binding (`$flag`, `$todo.done`), or a path that the checker reports without its `$`.
    private mutating func binding(_ entry: YAMLMappingEntry, expected: String) -> Expression? {
        let argument = entry.key.scalarValue ?? ""
        // `isOn: "{isOn}"`, or `{isOn}` unquoted: the value interpolated as text, where a binding is meant. The path
        // is left to the checker, spanning the whole value, as one written without its `$`: the checker knows
        // whether a `$` makes it a binding (`$title` does not, for a prop).
        if let path = Self.interpolatedPath(entry.value) {
            let range = entry.value.range
            let names = path.split(separator: ".")
            return names.dropFirst().reduce(Expression(.name(String(names[0])), range: range)) { base, name in
                Expression(.member(base, Identifier(String(name), range: range)), range: range)
            }
        }
        guard let value = expression(entry.value, expected: "\(expected) for '\(argument)'") else { return nil }
        if case .binding = value.kind { return value }
        // Only a name or a field path becomes a binding with a `$` before it; `text: 3` does not. A path without its
        // `$` is left to the checker, which knows whether it names anything.
        guard value.pathText != nil else {
            error("expected-binding", Self.bindingMessage(argument, expected: expected), at: value.range)
            return nil
        }
        return value
    }

    /// The name or field path of a template that only interpolates it, `"{todo.done}"`, or of the flow mapping YAML
    /// reads from it unquoted, `{todo.done}`.
    static func interpolatedPath(_ node: YAMLNode) -> String? {
        var text: Substring
        if let key = braceWrappedText(node) {
            text = key[...]
        } else if let value = node.scalarValue, node.scalarStyle != .plain, value.hasPrefix("{"), value.hasSuffix("}") {
            text = value.dropFirst().dropLast()
        } else {
            return nil
        }
        text = text.drop { $0 == " " }
        while text.last == " " { text = text.dropLast() }
        guard let names = SwiftIdentifier.pathNames(text),
            !names.contains(where: { SwiftIdentifier.isKeyword(String($0)) })
        else { return nil }
        return String(text)
    }

    /// Whether a view that takes no value has none: nothing after its `:`, or YAML's null (`Spacer: ~`), which is
    /// the same data.
    private mutating func noValue(_ primary: YAMLNode, of view: BuiltinView) -> Bool {
        if primary.isNull { return true }
        error("unexpected-value", Self.noValueMessage(view.rawValue, found: primary), at: primary.range)
        return false
    }

    private mutating func decodeForEach(
        _ primary: YAMLNode,
        arguments: NamedArguments,
        at range: SourceRange
    ) -> ForEachNode? {
        let collection = expression(primary, expected: "a collection expression for 'ForEach'", takesArray: true)
        var identity = ForEachNode.Identity.implicit
        // An `id:` that is reported leaves the node out: checked without it, the ForEach would also lack an id. One
        // with a fix-it (`\.id`, `\.self`) is read as the fix-it writes it, so that the content is checked.
        var identityFailed = false
        if let entry = arguments[.id] {
            if let text = scalarText(entry.value, expected: "a field name or 'self' for 'id'") {
                if text == "self" {
                    identity = .element(entry.value.range)
                } else if SwiftIdentifier.isValid(text), !SwiftIdentifier.isKeyword(text) {
                    identity = .field(Identifier(text, range: entry.value.range))
                } else {
                    let field = Self.forEachIdField(text)
                    error(
                        "invalid-identifier", Self.forEachIdMessage(found: text), at: entry.value.range,
                        fixIt: field.map { Diagnostic.FixIt(range: entry.value.range, replacement: $0) })
                    switch field {
                    case "self"?: identity = .element(entry.value.range)
                    case let field?: identity = .field(Identifier(field, range: entry.value.range))
                    case nil: identityFailed = true
                    }
                }
            } else {
                identityFailed = true
            }
        }
        var variable = Identifier("item", range: range)
        var variableFailed = false
        if let entry = arguments[.`as`] {
            if let name = name(entry.value, role: .loopVariable) { variable = name } else { variableFailed = true }
        }
        // The content is decoded even when the node is left out, so that its own errors are reported too.
        let content = arguments[.content].map { decodeNodes(of: $0, in: "ForEach") } ?? []
        guard var collection, !identityFailed, !variableFailed else { return nil }
        var isBinding = false
        if case .binding(let inner) = collection.kind {
            collection = inner
            isBinding = true
        }
        return ForEachNode(
            collection: collection, isBinding: isBinding, identity: identity, variable: variable, content: content)
    }
}
