import SpecUIText

extension ExpressionChecker {
    /// One accepted spelling of a statement method: its argument labels and how it is written in messages.
    private struct CallForm {
        let method: StatementMethod
        let labels: [String?]
        let spelling: String
    }

    private static let forms = [
        CallForm(method: .toggle, labels: [], spelling: "toggle()"),
        CallForm(method: .append, labels: [nil], spelling: "append(e)"),
        CallForm(method: .insert, labels: [nil, "at"], spelling: "insert(e, at: i)"),
        CallForm(method: .remove, labels: ["at"], spelling: "remove(at: i)"),
        CallForm(method: .remove, labels: ["id"], spelling: "remove(id: e)"),
        CallForm(method: .removeAll, labels: [], spelling: "removeAll()"),
        CallForm(method: .removeAll, labels: ["where"], spelling: "removeAll(where: field)"),
    ]

    /// Checks `target.method(arguments)` for a target of type `type`; returns the typed arguments.
    func call(
        _ target: Expression, _ type: TypeRef, _ method: Identifier, _ arguments: [Expression.Argument],
        range: SourceRange, diagnostics: inout [Diagnostic]
    ) -> [Expression.Argument] {
        let valid = StatementMethod.valid(on: type)
        guard let known = StatementMethod(rawValue: method.name), valid.contains(known) else {
            let names = valid.map(\.rawValue)
            let hint =
                Self.removalSpelling(method.name, of: target).map { "; write '\($0)'" }
                ?? Self.memberSuggestion(method.name, among: names)
            let message =
                names.isEmpty
                ? Self.noStatementMethods(target, type, method.name)
                : Self.noStatementMethod(target, type, method.name) + hint
            var diagnostic = error("unknown-method", message, method.range)
            // A near method (`togle` for `toggle`) is the fix-it where the call then checks: it takes the arguments,
            // with their labels, and they fit it (`remove(id:)` needs elements with an `id`).
            if let fixIt = Diagnostic.FixIt.nearSpelling(of: method.name, among: names, told: hint, at: method.range) {
                var trial: [Diagnostic] = []
                let near = Identifier(fixIt.replacement, range: method.range)
                _ = call(target, type, near, arguments, range: range, diagnostics: &trial)
                if !trial.contains(where: { $0.severity == .error }) { diagnostic.fixIt = fixIt }
            }
            diagnostics.append(diagnostic)
            return arguments
        }
        let labels = arguments.map { $0.label?.name }
        let candidates = Self.forms.filter { $0.method == known }
        guard let form = candidates.first(where: { $0.labels == labels }) else {
            let spellings = candidates.map { "'\($0.spelling)'" }.joined(separator: " or ")
            diagnostics.append(error("wrong-arguments", Self.wrongArguments(method.name, spellings), range))
            return arguments
        }
        guard case .array(let element) = type else { return arguments }
        return arguments.enumerated().map { position, argument in
            var typed = argument
            switch (form.spelling, position) {
            case ("removeAll(where: field)", _):
                typed.value = whereField(argument.value, element: element, diagnostics: &diagnostics)
            case ("remove(id: e)", _):
                guard let idType = types.idType(of: element) else {
                    // An `id` whose declaration was reported: the value is checked on its own, not against it.
                    if types.isRejectedField("id", of: element) {
                        if !Self.needsContext(argument.value) {
                            typed.value = check(argument.value, expected: nil, diagnostics: &diagnostics)
                        }
                        return typed
                    }
                    diagnostics.append(error("not-identifiable", Self.notIdentifiable(element), method.range))
                    return argument
                }
                typed.value = check(argument.value, expected: idType, diagnostics: &diagnostics)
            case ("insert(e, at: i)", 1), ("remove(at: i)", _):
                typed.value = check(argument.value, expected: .int, diagnostics: &diagnostics)
                // An index Swift knows while compiling (`-1`, `0 - 1`) below 0 traps whatever the array holds.
                if case .value(let index) = Self.folded(typed.value), index < 0 {
                    let message = Self.negativeIndex(index, form.spelling)
                    diagnostics.append(error("index-out-of-range", message, typed.value.range))
                }
            default:
                typed.value = check(argument.value, expected: element, diagnostics: &diagnostics)
            }
            return typed
        }
    }

    /// Swift's `removeFirst()` and `removeLast()`, as the spec removes one element: by its offset. Not a
    /// did-you-mean of `removeAll`, which would remove every element.
    static func removalSpelling(_ method: String, of target: Expression) -> String? {
        guard let array = target.pathText else { return nil }
        switch method {
        case "removeFirst", "popFirst": return "\(array).remove(at: 0)"
        case "removeLast", "popLast": return "\(array).remove(at: \(array).count - 1)"
        default: return nil
        }
    }

    /// `removeAll(where: done)`: a bare name of a Bool field of the element record; typed Bool.
    private func whereField(_ value: Expression, element: TypeRef, diagnostics: inout [Diagnostic]) -> Expression {
        let boolFields = (types.fields(of: element) ?? []).filter { $0.type == .bool }.map(\.name.name)
        guard case .name(let name) = value.kind else {
            diagnostics.append(error("wrong-arguments", Self.whereNeedsField(element, boolFields), value.range))
            return value
        }
        // A field whose declaration was reported is not reported again.
        if types.isRejectedField(name, of: element) { return value }
        guard boolFields.containsSpelledExactly(name) else {
            let message =
                types.fields(of: element)?.contains { $0.name.name.hasSameScalars(as: name) } == true
                ? Self.whereFieldNotBool(name, element)
                : Self.whereNeedsField(element, boolFields)
                    + (Self.equivalentSpelling(name, among: boolFields)
                        ?? Suggestion.didYouMean(name, among: boolFields))
            diagnostics.append(error("wrong-arguments", message, value.range))
            return value
        }
        var typed = value
        typed.type = .bool
        return typed
    }
}

extension ExpressionChecker {
    static func noStatementMethods(_ target: Expression, _ type: TypeRef, _ method: String) -> String {
        "cannot call '\(method)' on \(spelling(of: target)) of type '\(type)'; statements call 'toggle()' on a Bool "
            + "and 'append', 'insert', 'remove' or 'removeAll' on an array"
    }

    static func noStatementMethod(_ target: Expression, _ type: TypeRef, _ method: String) -> String {
        "\(spelling(of: target)) of type '\(type)' has no method '\(method)'"
    }

    static func wrongArguments(_ method: String, _ spellings: String) -> String {
        "wrong arguments for '\(method)'; write \(spellings)"
    }

    static func negativeIndex(_ index: Int, _ spelling: String) -> String {
        "the index of '\(spelling)' counts from 0; \(index) is out of range, and Swift traps on it at run time"
    }

    static func notIdentifiable(_ element: TypeRef) -> String {
        "'remove(id:)' needs elements with an 'id' field, but '\(element)' has none"
    }

    static func whereNeedsField(_ element: TypeRef, _ boolFields: [String]) -> String {
        let fields = boolFields.map { "'\($0)'" }.joined(separator: ", ")
        return "'removeAll(where:)' takes the name of a Bool field of '\(element)'"
            + (fields.isEmpty ? ", and it has none" : " (\(fields))")
    }

    static func whereFieldNotBool(_ field: String, _ element: TypeRef) -> String {
        "field '\(field)' of '\(element)' is not a Bool; 'removeAll(where:)' removes elements whose Bool field is true"
    }
}
