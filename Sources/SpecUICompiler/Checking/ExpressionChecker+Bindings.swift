extension ExpressionChecker {
    /// Types each interpolation of a template: scalars and enums print as in Swift; optionals warn; arrays and
    /// records are errors, since their printed form is a debugging aid rather than text for a screen.
    package func checkTemplate(_ template: Template, diagnostics: inout [Diagnostic]) -> Template {
        // Text parts stay as they are; a template without interpolations comes back without a copy.
        guard template.parts.contains(where: \.isInterpolation) else { return template }
        // A fresh array of parts, rather than a copy of the old one written over, copies each text part once.
        var parts: [Template.Part] = []
        parts.reserveCapacity(template.parts.count)
        for part in template.parts {
            guard case .interpolation(let expression) = part else {
                parts.append(part)
                continue
            }
            let typed = infer(expression, expected: nil, diagnostics: &diagnostics)
            if let type = typed.type { checkInterpolated(typed, type, diagnostics: &diagnostics) }
            parts.append(.interpolation(typed))
        }
        return Template(parts: parts, range: template.range)
    }

    private func checkInterpolated(_ expression: Expression, _ type: TypeRef, diagnostics: inout [Diagnostic]) {
        switch type {
        case .optional:
            diagnostics.append(
                Diagnostic(
                    .warning, code: "optional-interpolation", message: Self.optionalInterpolation(expression),
                    file: file, range: expression.range))
        case .array:
            diagnostics.append(error("interpolation-type", Self.cannotInterpolate(expression, type), expression.range))
        case .named where types.fields(of: type) != nil:
            diagnostics.append(error("interpolation-type", Self.cannotInterpolate(expression, type), expression.range))
        default:
            break
        }
    }

    /// Types a binding argument (`$flag`, `$todo.done`, `$item`) and returns it with the bound value's type.
    ///
    /// The `.binding` node and its target both carry the value type (Bool for `$flag`), not `Binding<Bool>`.
    package func checkBinding(
        _ expression: Expression, expected: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> Expression {
        guard case .binding(let target) = expression.kind else {
            let message = Self.path(of: expression).map(Self.bindingExpectedFor) ?? Self.bindingExpected
            diagnostics.append(error("expected-binding", message, expression.range))
            return expression
        }
        var result = expression
        var targetChecker = self
        targetChecker.checksBindingTarget = true
        targetChecker.checksChangedPath = true
        if case .name = target.kind { targetChecker.boundType = expected }
        let typed = targetChecker.infer(target, expected: nil, diagnostics: &diagnostics)
        result.kind = .binding(typed)
        guard let type = typed.type else { return result }
        guard let root = Self.rootName(of: typed), let symbol = scope.lookup(root) else { return result }
        guard symbol.isAssignable else {
            diagnostics.append(error("binding-to-constant", Self.cannotBind(typed, symbol), expression.range))
            return result
        }
        if let reason = readOnlyMember(typed) {
            diagnostics.append(error("binding-to-constant", reason, expression.range))
            return result
        }
        if let expected, type != expected {
            let message = Self.bindingMismatch(Self.spelling(of: expression), type, expected)
            diagnostics.append(error("type-mismatch", message, expression.range))
            return result
        }
        result.type = type
        return result
    }

    /// The name a field path starts from: `todo` in `todo.title.count`.
    static func rootName(of expression: Expression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, _): rootName(of: base)
        default: nil
        }
    }

    /// Why a field path cannot be written, when one of its steps is a computed property (`name.count`).
    func readOnlyMember(_ expression: Expression) -> String? {
        guard case .member(let base, let member) = expression.kind else { return nil }
        if let reason = readOnlyMember(base) { return reason }
        guard let baseType = base.type, types.fields(of: baseType) == nil else { return nil }
        return Self.readOnlyProperty(member.name, of: baseType)
    }
}

extension ExpressionChecker {
    static let bindingExpected = "expected a binding such as '$flag'"

    static func bindingExpectedFor(_ path: String) -> String {
        "expected a binding; write '$\(path)' to pass '\(path)' as a binding"
    }

    static func optionalInterpolation(_ expression: Expression) -> String {
        "string interpolation produces a debug description for an optional value; use '??' to give "
            + "\(spelling(of: expression)) a default"
    }

    static func cannotInterpolate(_ expression: Expression, _ type: TypeRef) -> String {
        "cannot interpolate \(spelling(of: expression)) of type '\(type)'; interpolate one of its "
            + (types(type) ? "fields" : "values or its 'count'")
    }

    private static func types(_ type: TypeRef) -> Bool {
        if case .named = type { return true }
        return false
    }

    static func cannotBind(_ target: Expression, _ symbol: Symbol) -> String {
        "cannot make a binding to \(spelling(of: target)): '\(symbol.name)' is \(symbol.kindDescription); "
            + changeHint(symbol)
    }

    static func changeHint(_ symbol: Symbol) -> String {
        if case .loopVariable(isBindingForm: false) = symbol.kind {
            return "write 'ForEach: $collection' to change rows"
        }
        return "only state and bindings can change"
    }

    static func readOnlyProperty(_ name: String, of type: TypeRef) -> String {
        "'\(name)' of '\(type)' is read-only"
    }

    static func bindingMismatch(_ spelling: String, _ actual: TypeRef, _ expected: TypeRef) -> String {
        "binding \(spelling) has type '\(actual)', but a binding to '\(expected)' is expected"
    }
}

extension Template.Part {
    /// Whether the part is an interpolated expression rather than text.
    fileprivate var isInterpolation: Bool {
        if case .interpolation = self { true } else { false }
    }
}
