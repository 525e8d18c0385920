extension ViewChecker {
    /// Checks a list of nodes, returning them with types filled in.
    mutating func check(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { check($0) }
    }

    mutating func check(_ node: ViewNode) -> ViewNode {
        var result = node
        switch node.kind {
        case .text(let template):
            result.kind = .text(typed(template))
        case .button(let label, let action):
            let checkedLabel: ButtonLabel =
                switch label {
                case .title(let title): .title(typed(title))
                case .label(let nodes): .label(check(nodes))
                }
            result.kind = .button(checkedLabel, action: action.map { typed($0) })
        case .vStack(let alignment, let spacing, let content):
            result.kind = .vStack(
                alignment: alignment, spacing: spacing.map { typed($0, expected: .int) }, content: check(content))
        case .hStack(let alignment, let spacing, let content):
            result.kind = .hStack(
                alignment: alignment, spacing: spacing.map { typed($0, expected: .int) }, content: check(content))
        case .zStack(let alignment, let content):
            result.kind = .zStack(alignment: alignment, content: check(content))
        case .list(let content):
            result.kind = .list(check(content))
        case .group(let content):
            result.kind = .group(check(content))
        case .section(let header, let content):
            result.kind = .section(header: header.map { typed($0) }, content: check(content))
        case .forEach(let forEach):
            result.kind = .forEach(check(forEach))
        case .toggle(let title, let isOn):
            result.kind = .toggle(title: typed(title), isOn: typedBinding(isOn, of: .bool))
        case .textField(let placeholder, let text):
            result.kind = .textField(placeholder: typed(placeholder), text: typedBinding(text, of: .string))
        case .stepper(let label, let value, let bounds):
            result.kind = .stepper(
                label: typed(label),
                value: typedBinding(value, of: .int),
                bounds: bounds.map { typedRange($0, of: .int) }
            )
        case .progressView(let label, let value):
            result.kind = .progressView(
                label: label.map { typed($0) }, value: value.map { typed($0, expected: .double) })
        case .image(let name):
            result.kind = .image(systemName: typed(name))
        case .spacer(let minLength):
            result.kind = .spacer(minLength: minLength.map { typed($0, expected: .int) })
        case .divider, .emptyView:
            break
        case .component(let name, let arguments):
            result.kind = .component(name, arguments: checkComponent(name, arguments: arguments, at: node.range))
        case .ifElse(let ifNode):
            var checked = ifNode
            checked.condition = typed(ifNode.condition, expected: .bool)
            checked.then = check(ifNode.then)
            checked.otherwise = ifNode.otherwise.map { check($0) }
            result.kind = .ifElse(checked)
        case .switchOver(let switchNode):
            result.kind = .switchOver(check(switchNode, at: node.range))
        }
        result.modifiers = node.modifiers.map { check($0) }
        return result
    }

    private mutating func check(_ modifier: Modifier) -> Modifier {
        var result = modifier
        switch modifier.kind {
        case .padding(let padding):
            result.kind = .padding(
                Padding(edges: padding.edges, length: padding.length.map { typed($0, expected: .int) }))
        case .cornerRadius(let value):
            result.kind = .cornerRadius(typed(value, expected: .int))
        case .frame(let frame):
            result.kind = .frame(check(frame))
        case .opacity(let value):
            result.kind = .opacity(typed(value, expected: .double))
        case .disabled(let value):
            result.kind = .disabled(typed(value, expected: .bool))
        case .id(let value):
            result.kind = .id(typed(value, expected: nil))
        case .accessibilityIdentifier(let template):
            result.kind = .accessibilityIdentifier(typed(template))
        case .onAppear(let action):
            result.kind = .onAppear(action.map { typed($0) })
        case .onChange(let value, let action):
            result.kind = .onChange(of: typed(value, expected: nil), action: action.map { typed($0) })
        case .font, .bold, .italic, .underline, .foregroundColor, .background, .border, .equatable:
            break
        }
        return result
    }

    private mutating func check(_ frame: Frame) -> Frame {
        func dimension(_ value: Frame.Dimension?, _ checker: inout ViewChecker) -> Frame.Dimension? {
            guard case .value(let expression)? = value else { return value }
            return .value(checker.typed(expression, expected: .int))
        }
        var result = frame
        result.width = dimension(frame.width, &self)
        result.height = dimension(frame.height, &self)
        result.minWidth = dimension(frame.minWidth, &self)
        result.maxWidth = dimension(frame.maxWidth, &self)
        result.minHeight = dimension(frame.minHeight, &self)
        result.maxHeight = dimension(frame.maxHeight, &self)
        return result
    }
}
