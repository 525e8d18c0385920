import SpecUIText

extension ViewChecker {
    /// Checks a list of nodes, returning them with types filled in.
    mutating func check(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { check($0) }
    }

    mutating func check(_ node: ViewNode) -> ViewNode {
        let kind: ViewNode.Kind
        switch node.kind {
        case .text(let template):
            kind = .text(typed(template))
        case .button(let label, let action):
            let checkedLabel: ButtonLabel =
                switch label {
                case .title(let title): .title(typed(title))
                case .label(let nodes): .label(check(nodes))
                }
            kind = .button(checkedLabel, action: action.map { typed($0) })
        case .vStack(let alignment, let spacing, let content):
            kind = .vStack(
                alignment: alignment, spacing: spacing.map { typed($0, expected: .int) }, content: check(content))
        case .hStack(let alignment, let spacing, let content):
            kind = .hStack(
                alignment: alignment, spacing: spacing.map { typed($0, expected: .int) }, content: check(content))
        case .zStack(let alignment, let content):
            kind = .zStack(alignment: alignment, content: check(content))
        case .list(let content):
            kind = .list(check(content))
        case .group(let content):
            kind = .group(check(content))
        case .section(let header, let content):
            kind = .section(header: header.map { typed($0) }, content: check(content))
        case .forEach(let forEach):
            everyLoopVariable.append((name: forEach.variable.name, line: node.range.start.line))
            kind = .forEach(check(forEach))
        case .toggle(let title, let isOn):
            kind = .toggle(title: typed(title), isOn: typedBinding(isOn, of: .bool, argument: "isOn"))
        case .textField(let placeholder, let text):
            // A placeholder that names the field's own text (`TextField: password` over `$password`) is the word.
            let bound: String? = if case .binding(let target) = text.kind { target.pathText } else { nil }
            kind = .textField(
                placeholder: typed(placeholder, showsText: bound == nil || placeholder.literalText != bound),
                text: typedBinding(text, of: .string, argument: "text"))
        case .stepper(let label, let value, let bounds):
            kind = .stepper(
                label: typed(label),
                value: typedBinding(value, of: .int, argument: "value"),
                bounds: bounds.map { typedRange($0, of: .int) }
            )
        case .progressView(let label, let value):
            let fraction = value.map { typed($0, expected: .double) }
            if let fraction, let written = fraction.numberLiteralValue, !(0...1).contains(written) {
                error("progress-out-of-range", Self.progressOutOfRange(fraction), at: fraction.range)
            }
            kind = .progressView(label: label.map { typed($0) }, value: fraction)
        case .image(let name):
            if name.literalText?.isEmpty == true {
                error("empty-symbol-name", Self.emptySymbolName, at: name.range)
            }
            kind = .image(systemName: typed(name))
        case .spacer(let minLength):
            kind = .spacer(minLength: minLength.map { typed($0, expected: .int) })
        case .divider, .emptyView:
            kind = node.kind
        case .component(let name, let arguments):
            kind = .component(name, arguments: checkComponent(name, arguments: arguments, at: node.range))
        case .ifElse(let ifNode):
            var checked = ifNode
            checked.condition = typed(ifNode.condition, expected: .bool)
            checked.then = check(ifNode.then)
            checked.otherwise = ifNode.otherwise.map { check($0) }
            kind = .ifElse(checked)
        case .switchOver(let switchNode):
            kind = .switchOver(check(switchNode, at: node.range))
        }
        return ViewNode(kind, modifiers: check(node.modifiers), range: node.range)
    }

    /// The modifiers with their expressions typed; those without expressions are kept as they are, uncopied.
    private mutating func check(_ modifiers: [Modifier]) -> [Modifier] {
        var result = modifiers
        for index in modifiers.indices {
            // Modifiers without expressions are passed over by their case alone, without copying them to bind one.
            switch modifiers[index].kind {
            case .font, .bold, .italic, .underline, .foregroundColor, .background, .border, .equatable: continue
            default: break
            }
            let kind: Modifier.Kind
            switch modifiers[index].kind {
            case .padding(let padding):
                guard let length = padding.length else { continue }
                let before = diagnostics.count
                kind = .padding(
                    Padding(
                        edges: padding.edges, length: typed(length, expected: .int), scalarRange: padding.scalarRange))
                // `padding: horizontal`, an edge set that is no name in scope.
                if padding.edges == nil, case .name(let name) = length.kind, let edges = EdgeSet(rawValue: name) {
                    let hint = "; " + SpecDecoder.paddingEdgesMessage(name, edges: edges)
                    amendUnknownName(length, since: before, hint: hint) {
                        let range = padding.scalarRange ?? length.range
                        return range.isOnOneLine
                            ? Diagnostic.FixIt(range: range, replacement: SpecDecoder.paddingEdges(edges)) : nil
                    }
                }
            case .cornerRadius(let value):
                kind = .cornerRadius(typed(value, expected: .int))
            case .frame(let frame):
                kind = .frame(check(frame))
            case .opacity(let value):
                let opacity = typed(value, expected: .double)
                if let written = opacity.numberLiteralValue, !(0...1).contains(written) {
                    error("opacity-out-of-range", Self.opacityOutOfRange(opacity), at: opacity.range)
                }
                kind = .opacity(opacity)
            case .disabled(let value):
                kind = .disabled(typed(value, expected: .bool))
            case .id(let value):
                let before = diagnostics.count
                kind = .id(typed(value, expected: nil))
                // `id: "header"`: YAML's quotes, which leave a name; a text id is a string literal.
                if diagnostics.count > before, case .name(let name) = value.kind {
                    amendUnknownName(
                        value, since: before,
                        hint: "; 'id' is an expression, so write text as a string literal: '\"\(name)\"'")
                }
            case .accessibilityIdentifier(let template):
                let before = diagnostics.count
                kind = .accessibilityIdentifier(typed(template, showsText: false))
                guard diagnostics.count > before else { break }
                // A row's optional id (`{r.id}` with `id: "Int?"`) prints `Optional(1)` or `nil`, distinct as the
                // ids are, which is what an identifier needs; a default given with `??` could be another row's id.
                let rowIDs = Set(
                    loopVariables.map { "\($0.name.name).id" } + loopVariables.map(\.name.name))
                let found = diagnostics[before...].filter { diagnostic in
                    diagnostic.code != "optional-interpolation"
                        || !template.parts.contains { part in
                            guard case .interpolation(let expression) = part else { return false }
                            return expression.range == diagnostic.range && rowIDs.contains(expression.pathText ?? "")
                        }
                }
                diagnostics.replaceSubrange(before..., with: found)
            case .onAppear(let action):
                kind = .onAppear(action.map { typed($0) })
            case .onChange(let value, let action):
                kind = .onChange(of: typed(value, expected: nil), action: action.map { typed($0) })
            case .font, .bold, .italic, .underline, .foregroundColor, .background, .border, .equatable:
                continue
            }
            result[index].kind = kind
        }
        return result
    }

    private mutating func check(_ frame: Frame) -> Frame {
        func dimension(_ value: Frame.Dimension?, _ checker: inout ViewChecker) -> Frame.Dimension? {
            guard case .value(let expression)? = value else { return value }
            return .value(checker.typed(expression, expected: .int))
        }
        // A maximum whose unknown name is near the word `infinity` (`infinty`, JavaScript's `Infinity`) meant it.
        func maximum(_ value: Frame.Dimension?, _ checker: inout ViewChecker) -> Frame.Dimension? {
            let before = checker.diagnostics.count
            let result = dimension(value, &checker)
            if checker.diagnostics.count > before, case .value(let expression)? = value,
                case .name(let name) = expression.kind, Suggestion.closest(to: name, among: ["infinity"]) != nil
            {
                checker.amendUnknownName(expression, since: before, hint: "; did you mean 'infinity'?") {
                    .replacing(name, with: "infinity", at: expression.range)
                }
            }
            return result
        }
        var result = frame
        result.width = dimension(frame.width, &self)
        result.height = dimension(frame.height, &self)
        result.minWidth = dimension(frame.minWidth, &self)
        result.maxWidth = maximum(frame.maxWidth, &self)
        result.minHeight = dimension(frame.minHeight, &self)
        result.maxHeight = maximum(frame.maxHeight, &self)
        checkLiteralSizes(of: result)
        return result
    }

    /// A written size that SwiftUI would reject at run time ("Invalid frame dimension", "Contradictory frame
    /// constraints"): a negative one, or a minimum above its maximum.
    private mutating func checkLiteralSizes(of frame: Frame) {
        func literal(_ dimension: Frame.Dimension?) -> (value: Int, range: SourceRange)? {
            guard case .value(let expression)? = dimension, let value = expression.integerLiteralValue else {
                return nil
            }
            return (value, expression.range)
        }
        let dimensions: [(String, Frame.Dimension?)] = [
            ("width", frame.width), ("height", frame.height), ("minWidth", frame.minWidth),
            ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight), ("maxHeight", frame.maxHeight),
        ]
        for (name, dimension) in dimensions {
            if let (value, range) = literal(dimension), value < 0 {
                error("invalid-frame", Self.negativeFrameDimension(name, value), at: range)
            }
        }
        for (minimum, maximum, axis) in [
            (frame.minWidth, frame.maxWidth, "Width"), (frame.minHeight, frame.maxHeight, "Height"),
        ] {
            guard let (low, _) = literal(minimum), let (high, range) = literal(maximum), low >= 0, high >= 0,
                low > high
            else { continue }
            error("invalid-frame", Self.contradictoryFrame(axis, minimum: low, maximum: high), at: range)
        }
    }
}
