/// The names a subtree reads and writes that it does not bind itself, in order of first use.
///
/// A name is written when it is assigned, mutated by an action, or passed on as a binding (`$name`).
package struct FreeNames: Sendable {
    package private(set) var order: [String] = []
    package private(set) var written: Set<String> = []
    /// For each name, the chains of record fields it is used through (`folder.id` is `["id"]`), in order of first
    /// use; a name also used whole (`{folder}`, `Row(folder: folder)`, `folder == other`) is in `usedWhole`.
    package private(set) var fieldPaths: [String: [[String]]] = [:]
    package private(set) var usedWhole: Set<String> = []
    private var bound: [String] = []

    package init(_ nodes: [ViewNode]) {
        visit(nodes)
    }

    private mutating func visit(_ nodes: [ViewNode]) {
        for node in nodes {
            visit(node)
        }
    }

    private mutating func visit(_ statements: [Statement]) {
        for statement in statements {
            visit(statement)
        }
    }

    private mutating func use(_ name: String, fields: [String] = [], writes: Bool) {
        guard !bound.contains(name) else { return }
        if !order.contains(name) { order.append(name) }
        if writes { written.insert(name) }
        if fields.isEmpty {
            usedWhole.insert(name)
        } else if !(fieldPaths[name]?.contains(fields) ?? false) {
            fieldPaths[name, default: []].append(fields)
        }
    }

    /// `folder.owner.name` as the name `folder` and the fields `["owner", "name"]`: the longest chain of record
    /// fields from a name, ending, when it does, with the `count` or `isEmpty` of an array or a string
    /// (`folder.files.count`); nil for an expression that is no such chain.
    private static func fieldPath(_ expression: Expression) -> (name: String, fields: [String])? {
        switch expression.kind {
        case .name(let name):
            return (name, [])
        case .member(let base, let member):
            switch base.type {
            case .named?: break
            case .array?, .string?:
                guard member.name == "count" || member.name == "isEmpty" else { return nil }
            default: return nil
            }
            guard let (name, fields) = fieldPath(base) else { return nil }
            return (name, fields + [member.name])
        default:
            return nil
        }
    }

    private mutating func visit(_ node: ViewNode) {
        switch node.kind {
        case .text(let template), .image(let template):
            visit(template)
        case .button(let label, let action):
            if case .title(let title) = label { visit(title) }
            visit(action)
            if case .label(let nodes) = label { visit(nodes) }
        case .vStack(_, let spacing, let content), .hStack(_, let spacing, let content):
            spacing.map { visit($0) }
            visit(content)
        case .zStack(_, let content), .list(let content), .group(let content):
            visit(content)
        case .section(let header, let content):
            header.map { visit($0) }
            visit(content)
        case .forEach(let forEach):
            visit(forEach.collection, writes: forEach.isBinding)
            bound.append(forEach.variable.name)
            visit(forEach.content)
            bound.removeLast()
        case .toggle(let title, let binding), .textField(let title, let binding):
            visit(title)
            visit(binding)
        case .stepper(let label, let value, let bounds):
            visit(label)
            visit(value)
            bounds.map { visit($0) }
        case .progressView(let label, let value):
            label.map { visit($0) }
            value.map { visit($0) }
        case .spacer(let minLength):
            minLength.map { visit($0) }
        case .divider, .emptyView:
            break
        case .component(_, let arguments):
            for argument in arguments {
                switch argument.value {
                case .template(let template): visit(template)
                case .expression(let expression): visit(expression)
                case .unresolved, .invalid, .misplaced:
                    preconditionFailure("the checker left a view argument unresolved")
                }
            }
        case .ifElse(let node):
            visit(node.condition)
            visit(node.then)
            node.otherwise.map { visit($0) }
        case .switchOver(let node):
            visit(node.subject)
            for switchCase in node.cases {
                visit(switchCase.body)
            }
            node.defaultBody.map { visit($0) }
        }
        for modifier in node.modifiers {
            visit(modifier)
        }
    }

    private mutating func visit(_ modifier: Modifier) {
        switch modifier.kind {
        case .padding(let padding): padding.length.map { visit($0) }
        case .cornerRadius(let value), .opacity(let value), .disabled(let value), .id(let value): visit(value)
        case .frame(let frame):
            for case .value(let value)? in [
                frame.width, frame.height, frame.minWidth, frame.maxWidth, frame.minHeight, frame.maxHeight,
            ] {
                visit(value)
            }
        case .accessibilityIdentifier(let template): visit(template)
        case .onAppear(let action): visit(action)
        case .onChange(let value, let action):
            visit(value)
            visit(action)
        case .font, .bold, .italic, .underline, .foregroundColor, .background, .border, .equatable: break
        }
    }

    private mutating func visit(_ statement: Statement) {
        switch statement.kind {
        case .assign(let target, _, let value):
            visit(target, writes: true)
            visit(value)
        case .call(let target, _, let arguments):
            visit(target, writes: true)
            // `removeAll(where: done)` names a field of the elements, not a variable.
            for argument in arguments where argument.label?.name != "where" {
                visit(argument.value)
            }
        }
    }

    private mutating func visit(_ template: Template) {
        for case .interpolation(let expression) in template.parts {
            visit(expression)
        }
    }

    private mutating func visit(_ expression: Expression, writes: Bool = false) {
        switch expression.kind {
        case .integer, .double, .boolean, .null, .enumCase: break
        case .string(let template): visit(template)
        case .array(let elements):
            for element in elements {
                visit(element)
            }
        case .name(let name): use(name, writes: writes)
        case .binding(let operand): visit(operand, writes: true)
        case .member(let base, _):
            if let (name, fields) = Self.fieldPath(expression) {
                use(name, fields: fields, writes: writes)
            } else {
                visit(base, writes: writes)
            }
        case .methodCall(let base, _, let arguments):
            visit(base)
            for argument in arguments {
                visit(argument.value)
            }
        case .construct(_, let arguments):
            for argument in arguments {
                visit(argument.value)
            }
        case .unary(_, let operand), .parenthesized(let operand): visit(operand)
        case .binary(_, let lhs, let rhs), .range(let lhs, let rhs, _):
            visit(lhs)
            visit(rhs)
        case .ternary(let condition, let then, let otherwise):
            visit(condition)
            visit(then)
            visit(otherwise)
        }
    }
}
