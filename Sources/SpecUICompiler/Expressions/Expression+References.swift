extension Expression {
    /// The names this expression reads (state, props, bindings, environment values, loop variables).
    ///
    /// Field names, enum cases, record types and argument labels are not names in scope, so they are left out.
    package var referencedNames: Set<String> {
        var names: Set<String> = []
        collectNames(into: &names)
        return names
    }

    /// Whether this expression reads `name`, such as a loop variable.
    package func references(_ name: String) -> Bool { referencedNames.contains(name) }

    func collectNames(into names: inout Set<String>) {
        switch kind {
        case .integer, .double, .boolean, .null, .enumCase:
            break
        case .string(let template):
            template.collectNames(into: &names)
        case .array(let elements):
            for element in elements { element.collectNames(into: &names) }
        case .name(let name):
            names.insert(name)
        case .binding(let target), .member(let target, _), .unary(_, let target), .parenthesized(let target):
            target.collectNames(into: &names)
        case .methodCall(let base, _, let arguments):
            base.collectNames(into: &names)
            for argument in arguments { argument.value.collectNames(into: &names) }
        case .construct(_, let arguments):
            for argument in arguments { argument.value.collectNames(into: &names) }
        case .binary(_, let lhs, let rhs), .range(let lhs, let rhs, _):
            lhs.collectNames(into: &names)
            rhs.collectNames(into: &names)
        case .ternary(let condition, let whenTrue, let whenFalse):
            condition.collectNames(into: &names)
            whenTrue.collectNames(into: &names)
            whenFalse.collectNames(into: &names)
        }
    }
}

extension Template {
    /// The names the template's interpolations read.
    package var referencedNames: Set<String> {
        var names: Set<String> = []
        collectNames(into: &names)
        return names
    }

    func collectNames(into names: inout Set<String>) {
        for case .interpolation(let expression) in parts { expression.collectNames(into: &names) }
    }
}

extension Statement {
    /// The name whose storage the statement changes: `todos` in `todos.append(x)`, `todo` in `todo.done = true`.
    package var changedName: String? {
        var target: Expression
        switch kind {
        case .assign(let assigned, _, _): target = assigned
        case .call(let receiver, _, _): target = receiver
        }
        while true {
            switch target.kind {
            case .name(let name): return name
            case .member(let base, _), .parenthesized(let base): target = base
            default: return nil
            }
        }
    }

    /// The names the statement reads: its value and arguments, and the target of `+=`, `-=` and method calls.
    ///
    /// The field named by `removeAll(where: field)` is a field of the element, not a name, so it is left out.
    package var referencedNames: Set<String> {
        var names: Set<String> = []
        switch kind {
        case .assign(let target, let op, let value):
            if op == .assign {
                // Only the path below the changed name is read, for instance nothing in `count = 0`.
                if case .member(let base, _) = target.kind { base.collectNames(into: &names) }
            } else {
                target.collectNames(into: &names)
            }
            value.collectNames(into: &names)
        case .call(let target, let method, let arguments):
            target.collectNames(into: &names)
            for argument in arguments where !(method.name == "removeAll" && argument.label?.name == "where") {
                argument.value.collectNames(into: &names)
            }
        }
        return names
    }
}
