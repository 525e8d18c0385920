/// Lowers a view body to `@ViewBuilder` statements, extracting deep or large subtrees into private subviews.
struct BodyTranslator {
    /// Containers nested deeper than this inside one body are extracted into a subview.
    static let maximumNesting = 2
    /// A subtree with more nodes than this (below the top of a body) is extracted into a subview.
    static let maximumNodes = 40

    let expressions: ExpressionTranslator
    /// The view being generated; extracted subviews are named after it.
    let viewName: String
    var scope: GeneratorScope
    /// Subviews extracted so far, in the order they were found.
    var extracted: [SwiftDecl] = []
    var purposeCounts: [String: Int] = [:]

    init(expressions: ExpressionTranslator, viewName: String, scope: GeneratorScope) {
        self.expressions = expressions
        self.viewName = viewName
        self.scope = scope
    }

    /// The statements of a builder block.
    mutating func block(_ nodes: [ViewNode], depth: Int = 0) -> [SwiftStatement] {
        nodes.map { statement($0, depth: depth) }
    }

    /// A non-empty block: a Swift `case` needs at least one statement.
    private mutating func caseBlock(_ nodes: [ViewNode], depth: Int) -> [SwiftStatement] {
        nodes.isEmpty ? [.expression(.call("EmptyView"))] : block(nodes, depth: depth)
    }

    private mutating func statement(_ node: ViewNode, depth: Int) -> SwiftStatement {
        if SwiftGenerator.options.extractsSubviews, node.isContainer, !Self.extractsRows(node),
            depth >= Self.maximumNesting || (depth > 0 && node.nodeCount > Self.maximumNodes)
        {
            return .expression(extract([node], purpose: Self.purpose(of: node)))
        }
        switch node.kind {
        case .ifElse(let ifNode):
            precondition(node.modifiers.isEmpty, "the checker rejects modifiers on an 'if'")
            return controlFlow(ifNode, depth: depth)
        case .switchOver(let switchNode):
            precondition(node.modifiers.isEmpty, "the checker rejects modifiers on a 'switch'")
            return controlFlow(switchNode, depth: depth)
        default:
            return .expression(modified(view(node, depth: depth), node.modifiers))
        }
    }

    private mutating func controlFlow(_ node: IfNode, depth: Int) -> SwiftStatement {
        let (condition, then, otherwise) = ifParts(node, depth: depth)
        return .ifElse(condition, then: then, otherwise: otherwise)
    }

    private mutating func ifParts(
        _ node: IfNode,
        depth: Int
    ) -> (SwiftExpr, [SwiftStatement], SwiftElse?) {
        let condition = expressions.translate(node.condition)
        let then = block(node.then, depth: depth)
        guard let otherwise = node.otherwise else { return (condition, then, nil) }
        // `else:` holding a single unmodified `if` reads as `else if`.
        if otherwise.count == 1, case .ifElse(let nested) = otherwise[0].kind, otherwise[0].modifiers.isEmpty {
            let (nestedCondition, nestedThen, nestedOtherwise) = ifParts(nested, depth: depth)
            return (condition, then, .elseIf(nestedCondition, then: nestedThen, otherwise: nestedOtherwise))
        }
        return (condition, then, .block(block(otherwise, depth: depth)))
    }

    private mutating func controlFlow(_ node: SwitchNode, depth: Int) -> SwiftStatement {
        let cases = node.cases.map { switchCase in
            let pattern: SwiftExpr =
                switch switchCase.pattern {
                case .enumCase(let name): .implicitMember(SwiftName.checked(name))
                case .integer(let value): .integer(value)
                case .string(let value): .string(value)
                }
            return SwiftSwitchCase(pattern: pattern, body: caseBlock(switchCase.body, depth: depth))
        }
        return .switchOver(
            expressions.translate(node.subject),
            cases: cases,
            defaultBody: node.defaultBody.map { caseBlock($0, depth: depth) }
        )
    }

    /// A view with content: `VStack(spacing: 1) { ... }`.
    private mutating func container(
        _ name: String,
        _ arguments: [SwiftArgument],
        _ content: [ViewNode],
        of node: ViewNode,
        depth: Int
    ) -> SwiftExpr {
        .call(
            .identifier(name),
            arguments,
            trailingClosures: [SwiftClosure(body: block(content, depth: depth + 1))]
        )
    }

    private mutating func view(_ node: ViewNode, depth: Int) -> SwiftExpr {
        let x = expressions
        switch node.kind {
        case .text(let template):
            return .call("Text", [SwiftArgument(nil, x.translate(template))])
        case .button(.title(let title), let action):
            return .call(
                .identifier("Button"),
                [SwiftArgument(nil, x.translate(title))],
                trailingClosures: [SwiftClosure(body: action.map(x.translate))]
            )
        case .button(.label(let label), let action):
            return .call(
                .identifier("Button"),
                [],
                trailingClosures: [
                    SwiftClosure(body: action.map(x.translate)),
                    SwiftClosure(label: "label", body: block(label, depth: depth + 1)),
                ]
            )
        case .vStack(let alignment, let spacing, let content):
            return container("VStack", stackArguments(alignment?.rawValue, spacing), content, of: node, depth: depth)
        case .hStack(let alignment, let spacing, let content):
            return container("HStack", stackArguments(alignment?.rawValue, spacing), content, of: node, depth: depth)
        case .zStack(let alignment, let content):
            return container("ZStack", stackArguments(alignment?.rawValue, nil), content, of: node, depth: depth)
        case .list(let content):
            return container("List", [], content, of: node, depth: depth)
        case .group(let content):
            return container("Group", [], content, of: node, depth: depth)
        case .section(let header, let content):
            let arguments = header.map { [SwiftArgument(nil, x.translate($0))] } ?? []
            return container("Section", arguments, content, of: node, depth: depth)
        case .forEach(let forEach):
            return self.forEach(forEach, of: node, depth: depth)
        case .toggle(let title, let isOn):
            return .call("Toggle", [SwiftArgument(nil, x.translate(title)), SwiftArgument("isOn", x.translate(isOn))])
        case .textField(let placeholder, let text):
            return .call(
                "TextField",
                [SwiftArgument(nil, x.translate(placeholder)), SwiftArgument("text", x.translate(text))]
            )
        case .stepper(let label, let value, let bounds):
            var arguments = [SwiftArgument(nil, x.translate(label)), SwiftArgument("value", x.translate(value))]
            if let bounds { arguments.append(SwiftArgument("in", x.translate(bounds))) }
            return .call("Stepper", arguments)
        case .progressView(let label, let value):
            var arguments: [SwiftArgument] = []
            if let label { arguments.append(SwiftArgument(nil, x.translate(label))) }
            if let value { arguments.append(SwiftArgument("value", x.translate(value))) }
            return .call("ProgressView", arguments)
        case .image(let systemName):
            return .call("Image", [SwiftArgument("systemName", x.translate(systemName))])
        case .spacer(let minLength):
            return .call("Spacer", minLength.map { [SwiftArgument("minLength", x.translate($0))] } ?? [])
        case .divider:
            return .call("Divider")
        case .emptyView:
            return .call("EmptyView")
        case .component(let name, let arguments):
            return component(name.name, arguments)
        case .ifElse, .switchOver:
            preconditionFailure("control flow is lowered as a statement")
        }
    }

    /// Whether a `ForEach`'s rows are extracted into a row view (then the `ForEach` itself stays shallow).
    static func extractsRows(_ node: ViewNode) -> Bool {
        guard SwiftGenerator.options.extractsSubviews, case .forEach(let forEach) = node.kind else { return false }
        return forEach.content.contains { $0.holdsContainer }
    }

    private func stackArguments(_ alignment: String?, _ spacing: Expression?) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        if let alignment { arguments.append(SwiftArgument("alignment", .implicitMember(alignment))) }
        if let spacing { arguments.append(SwiftArgument("spacing", expressions.translate(spacing))) }
        return arguments
    }

    /// `ForEach(todos) { todo in`, `ForEach(names, id: \.self) { name in`, `ForEach($todos) { $todo in`.
    private mutating func forEach(_ forEach: ForEachNode, of node: ViewNode, depth: Int) -> SwiftExpr {
        let collection = expressions.translate(forEach.collection)
        var arguments = [SwiftArgument(nil, forEach.isBinding ? expressions.binding(collection) : collection)]
        switch forEach.identity {
        case .implicit: break
        case .field(let field): arguments.append(SwiftArgument("id", .keyPath([SwiftName.checked(field.name)])))
        case .element: arguments.append(SwiftArgument("id", .keyPath(["self"])))
        }
        let variable = SwiftName.checked(forEach.variable.name)
        guard let elementType = forEach.elementType ?? scope.elementType(of: forEach.collection) else {
            preconditionFailure("the checker left the element type of ForEach '\(variable)' unknown")
        }
        let saved = scope
        scope.declare(variable, forEach.isBinding ? .binding : .value, type: elementType)
        // A row with containers becomes its own view, so a change to one element re-evaluates only that row.
        let body =
            Self.extractsRows(node)
            ? [.expression(extract(forEach.content, purpose: "Row"))] : block(forEach.content, depth: depth + 1)
        scope = saved
        let parameter = forEach.isBinding ? "$" + variable : variable
        return .call(
            .identifier("ForEach"),
            arguments,
            trailingClosures: [SwiftClosure(parameters: [parameter], body: body)]
        )
    }

    /// `ChildView(name: "Alice", isOn: $flag)`, arguments in the order the child declares its inputs.
    private func component(_ name: String, _ arguments: [ComponentArgument]) -> SwiftExpr {
        let declared = expressions.unit.views[name].map { $0.props + $0.bindings } ?? []
        let order = Dictionary(uniqueKeysWithValues: declared.enumerated().map { ($1.name.name, $0) })
        let sorted = arguments.sorted { (order[$0.label.name] ?? 0) < (order[$1.label.name] ?? 0) }
        return .call(
            SwiftName.checked(name),
            sorted.map { argument in
                let value: SwiftExpr =
                    switch argument.value {
                    case .template(let template): expressions.translate(template)
                    case .expression(let expression): expressions.translate(expression)
                    case .unresolved: preconditionFailure("the checker left argument '\(argument.label)' unresolved")
                    }
                return SwiftArgument(SwiftName.checked(argument.label.name), value)
            }
        )
    }
}
