/// Lowers a view body to `@ViewBuilder` statements, calling private subviews where its `SubviewPlan` says.
struct BodyTranslator {
    let expressions: ExpressionTranslator
    /// The subtrees of the view's body that become subviews.
    let plan: SubviewPlan
    /// What the names in scope are, for the element type of a `ForEach`.
    var scope: SubviewScope

    /// The statements of a builder block.
    mutating func block(_ nodes: [ViewNode]) -> [SwiftStatement] {
        plan.block(nodes).map { statement($0) }
    }

    /// A non-empty block: a Swift `case` needs at least one statement.
    private mutating func caseBlock(_ nodes: [ViewNode]) -> [SwiftStatement] {
        nodes.isEmpty ? [.expression(.call("EmptyView"))] : block(nodes)
    }

    private mutating func statement(_ node: ViewNode) -> SwiftStatement {
        if let subview = plan.subview(replacing: node) {
            return .expression(call(subview))
        }
        return unextracted(node)
    }

    /// The statement of `node` written out in place.
    mutating func unextracted(_ node: ViewNode) -> SwiftStatement {
        switch node.kind {
        case .ifElse(let ifNode):
            precondition(node.modifiers.isEmpty, "the checker rejects modifiers on an 'if'")
            return controlFlow(ifNode)
        case .switchOver(let switchNode):
            precondition(node.modifiers.isEmpty, "the checker rejects modifiers on a 'switch'")
            return controlFlow(switchNode)
        default:
            return .expression(modified(view(node), node.modifiers))
        }
    }

    private mutating func controlFlow(_ node: IfNode) -> SwiftStatement {
        let (condition, then, otherwise) = ifParts(node)
        return .ifElse(condition, then: then, otherwise: otherwise)
    }

    private mutating func ifParts(
        _ node: IfNode
    ) -> (SwiftExpr, [SwiftStatement], SwiftElse?) {
        let condition = expressions.translate(node.condition)
        let then = block(node.then)
        guard let otherwise = node.otherwise else { return (condition, then, nil) }
        // `else:` holding a single unmodified `if` reads as `else if`.
        if otherwise.count == 1, case .ifElse(let nested) = otherwise[0].kind, otherwise[0].modifiers.isEmpty {
            let (nestedCondition, nestedThen, nestedOtherwise) = ifParts(nested)
            return (condition, then, .elseIf(nestedCondition, then: nestedThen, otherwise: nestedOtherwise))
        }
        return (condition, then, .block(block(otherwise)))
    }

    private mutating func controlFlow(_ node: SwitchNode) -> SwiftStatement {
        let cases = node.cases.map { switchCase in
            let pattern: SwiftExpr =
                switch switchCase.pattern {
                case .enumCase(let name): .implicitMember(SwiftName.checked(name))
                case .integer(let value): .integer(value)
                case .string(let value): .string(value)
                }
            return SwiftSwitchCase(pattern: pattern, body: caseBlock(switchCase.body))
        }
        // SwiftUI's `ColorScheme` and `LayoutDirection` may gain cases: a switch over all of theirs also handles an
        // unknown one, showing nothing, as Swift warns it should in a module built against SwiftUI.
        var unknownDefault: [SwiftStatement]?
        if node.defaultBody == nil, case .named(let name)? = node.subject.type, TypeTable.builtinEnums[name] != nil {
            unknownDefault = [.expression(.call(.identifier("EmptyView"), []))]
        }
        return .switchOver(
            expressions.translate(node.subject),
            cases: cases,
            defaultBody: node.defaultBody.map { caseBlock($0) },
            unknownDefault: unknownDefault
        )
    }

    /// A view with content: `VStack(spacing: 1) { ... }`.
    private mutating func container(
        _ name: String,
        _ arguments: [SwiftArgument],
        _ content: [ViewNode]
    ) -> SwiftExpr {
        .call(
            .identifier(name),
            arguments,
            trailingClosures: [SwiftClosure(body: block(content))]
        )
    }

    /// A control's title, label, placeholder or a section's header: a key as SwiftUI takes it, or, when SwiftUI would
    /// read its text as Markdown, a `String`, which it shows as written, as the spec does (a `Text` is written
    /// `Text(verbatim:)` instead).
    private func title(_ template: Template) -> SwiftExpr {
        guard template.readsAsMarkdown else { return expressions.localizedKey(template) }
        return .call(.identifier("String"), [SwiftArgument(nil, expressions.translate(template))])
    }

    private mutating func view(_ node: ViewNode) -> SwiftExpr {
        let x = expressions
        switch node.kind {
        case .text(let template) where template.readsAsMarkdown:
            return .call("Text", [SwiftArgument("verbatim", x.translate(template))])
        case .text(let template):
            return .call("Text", [SwiftArgument(nil, x.localizedKey(template))])
        case .button(.title(let title), let action):
            return .call(
                .identifier("Button"),
                [SwiftArgument(nil, self.title(title))],
                trailingClosures: [SwiftClosure(body: action.map(x.translate))]
            )
        case .button(.label(let label), let action):
            return .call(
                .identifier("Button"),
                [],
                trailingClosures: [
                    SwiftClosure(body: action.map(x.translate)),
                    SwiftClosure(label: "label", body: block(label)),
                ]
            )
        case .vStack(let alignment, let spacing, let content):
            return container("VStack", stackArguments(alignment?.rawValue, spacing), content)
        case .hStack(let alignment, let spacing, let content):
            return container("HStack", stackArguments(alignment?.rawValue, spacing), content)
        case .zStack(let alignment, let content):
            return container("ZStack", stackArguments(alignment?.rawValue, nil), content)
        case .list(let content):
            return container("List", [], content)
        case .group(let content):
            return container("Group", [], content)
        case .section(let header, let content):
            let arguments = header.map { [SwiftArgument(nil, title($0))] } ?? []
            return container("Section", arguments, content)
        case .forEach(let forEach):
            return self.forEach(forEach, of: node)
        case .toggle(let title, let isOn):
            return .call(
                "Toggle", [SwiftArgument(nil, self.title(title)), SwiftArgument("isOn", x.translate(isOn))]
            )
        case .textField(let placeholder, let text):
            return .call(
                "TextField",
                [SwiftArgument(nil, title(placeholder)), SwiftArgument("text", x.translate(text))]
            )
        case .stepper(let label, let value, let bounds):
            var arguments = [SwiftArgument(nil, title(label)), SwiftArgument("value", x.translate(value))]
            if let bounds { arguments.append(SwiftArgument("in", x.translate(bounds))) }
            return .call("Stepper", arguments)
        case .progressView(let label, let value):
            var arguments: [SwiftArgument] = []
            if let label { arguments.append(SwiftArgument(nil, title(label))) }
            if let value { arguments.append(SwiftArgument("value", x.floatingPoint(value))) }
            return .call("ProgressView", arguments)
        case .image(let systemName):
            return .call("Image", [SwiftArgument("systemName", x.translate(systemName))])
        case .spacer(let minLength):
            return .call("Spacer", minLength.map { [SwiftArgument("minLength", x.length($0))] } ?? [])
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

    private func stackArguments(_ alignment: String?, _ spacing: Expression?) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        if let alignment { arguments.append(SwiftArgument("alignment", .implicitMember(alignment))) }
        if let spacing { arguments.append(SwiftArgument("spacing", expressions.length(spacing))) }
        return arguments
    }

    /// `ForEach(todos) { todo in`, `ForEach(names, id: \.self) { name in`, `ForEach($todos) { $todo in`.
    private mutating func forEach(_ forEach: ForEachNode, of node: ViewNode) -> SwiftExpr {
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
        let body = plan.rows(of: node).map { [.expression(call($0))] } ?? block(forEach.content)
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
                    case .unresolved, .invalid, .misplaced:
                        preconditionFailure("the checker left argument '\(argument.label)' unresolved")
                    }
                return SwiftArgument(SwiftName.checked(argument.label.name), value)
            }
        )
    }
}
