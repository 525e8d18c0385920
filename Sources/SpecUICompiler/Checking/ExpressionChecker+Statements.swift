/// The methods a statement may call on a Bool or an array.
enum StatementMethod: String, CaseIterable {
    case toggle
    case append
    case insert
    case remove
    case removeAll

    /// The methods a statement calls on a value of `type`: `toggle()` on a Bool, the others on an array.
    static func valid(on type: TypeRef) -> [StatementMethod] {
        switch type {
        case .bool: [.toggle]
        case .array: [.append, .insert, .remove, .removeAll]
        default: []
        }
    }
}

extension ExpressionChecker {
    /// Types a statement: the target must be state, a binding or a field of one; the value must fit it.
    package func checkStatement(_ statement: Statement, diagnostics: inout [Diagnostic]) -> Statement {
        let reported = diagnostics.count
        // The typed statement is built anew; copying the old one to write over its kind would copy every part.
        let checked = Statement(checkedKind(of: statement, diagnostics: &diagnostics), range: statement.range)
        withdrawUnfitTargetFixIt(of: statement, in: &diagnostics, from: reported)
        return checked
    }

    /// Withdraws the near name offered for a name or a field of a statement's target (`cont += 1`, `todo.dona += 1`)
    /// where the statement would not check with it (`cond`, a Bool): it would be the next error.
    private func withdrawUnfitTargetFixIt(of statement: Statement, in diagnostics: inout [Diagnostic], from start: Int)
    {
        let target: Expression
        switch statement.kind {
        case .assign(let assigned, _, _): target = assigned
        case .call(let called, _, _): target = called
        }
        for index in diagnostics.indices[start...] {
            // A rename: a name in place of the one written (not `self.` removed).
            guard ["unknown-name", "unknown-member"].contains(diagnostics[index].code),
                let fixIt = diagnostics[index].fixIt, fixIt.range == diagnostics[index].range,
                case let near = fixIt.replacement, SwiftIdentifier.isValid(near),
                let nearTarget = Self.renaming(target, at: diagnostics[index].range, to: near)
            else { continue }
            var renamed = statement
            switch statement.kind {
            case .assign(_, let op, let value): renamed.kind = .assign(target: nearTarget, op, value: value)
            case .call(_, let method, let arguments):
                renamed.kind = .call(target: nearTarget, method: method, arguments: arguments)
            }
            var trial: [Diagnostic] = []
            _ = checkedKind(of: renamed, diagnostics: &trial)
            if trial.contains(where: { $0.severity == .error }) { diagnostics[index].fixIt = nil }
        }
    }

    /// `path` with the name or field written at `range` renamed to `name`; nil where none is written there.
    private static func renaming(_ path: Expression, at range: SourceRange, to name: String) -> Expression? {
        switch path.kind {
        case .name where path.range == range:
            return Expression(.name(name), range: range)
        case .member(let base, let member):
            if member.range == range {
                return Expression(.member(base, Identifier(name, range: range)), range: path.range)
            }
            return renaming(base, at: range, to: name).map { Expression(.member($0, member), range: path.range) }
        default:
            return nil
        }
    }

    /// The statement's kind with its target, value and arguments typed.
    private func checkedKind(of statement: Statement, diagnostics: inout [Diagnostic]) -> Statement.Kind {
        switch statement.kind {
        case .assign(let target, let op, let value):
            let (typedTarget, changeable) = assignable(target, verb: "assign to", diagnostics: &diagnostics)
            guard let targetType = typedTarget.type else {
                // A `.case`, `nil` or `[]` had only the failed target to take its type from: one mistake, one
                // diagnostic, as beside a failed operand.
                let typedValue =
                    Self.needsContext(value)
                    ? inferWithoutContext(value) : infer(value, expected: nil, diagnostics: &diagnostics)
                return .assign(target: typedTarget, op, value: typedValue)
            }
            let numeric = targetType == .int || targetType == .double
            if changeable, op != .assign, !(numeric || (targetType == .string && op == .addAssign)) {
                diagnostics.append(
                    error("operator-type", Self.compoundMismatch(op, typedTarget, targetType), statement.range))
                return .assign(target: typedTarget, op, value: value)
            }
            let typedValue = check(value, expected: targetType, diagnostics: &diagnostics)
            return .assign(target: typedTarget, op, value: typedValue)
        case .call(let target, let method, let arguments):
            let (typedTarget, changeable) = assignable(target, verb: "change", diagnostics: &diagnostics)
            let typedArguments: [Expression.Argument]
            if changeable, let type = typedTarget.type {
                typedArguments = call(
                    typedTarget, type, method, arguments, range: statement.range, diagnostics: &diagnostics)
            } else {
                typedArguments = arguments
            }
            return .call(target: typedTarget, method: method, arguments: typedArguments)
        }
    }

    /// Types a statement's target and tells whether it can change; reports it when it cannot.
    ///
    /// The target keeps its type either way, so the value is still checked against it.
    private func assignable(
        _ target: Expression, verb: String, diagnostics: inout [Diagnostic]
    ) -> (Expression, Bool) {
        var targetChecker = self
        targetChecker.checksChangedPath = true
        let reported = diagnostics.count
        let typed = targetChecker.infer(target, expected: nil, diagnostics: &diagnostics)
        // A target reported as it was read (`S.a`, an enum case written with an unknown type) is not reported again,
        // even where it was read as something.
        guard typed.type != nil, !diagnostics[reported...].contains(where: { $0.severity == .error }) else {
            return (typed, false)
        }
        guard let root = Self.rootName(of: typed), let symbol = scope.lookup(root) else {
            diagnostics.append(error("assignment-target", Self.notAssignable, target.range))
            return (typed, false)
        }
        if !symbol.isAssignable {
            diagnostics.append(
                error("assignment-to-constant", Self.cannotAssign(typed, symbol, verb: verb), target.range))
            return (typed, false)
        }
        if let reason = readOnlyMember(typed) {
            diagnostics.append(error("assignment-to-constant", reason, target.range))
            return (typed, false)
        }
        return (typed, true)
    }
}

extension ExpressionChecker {
    static let notAssignable = "cannot assign to this expression; assign to state, a binding or a field of one"

    static func cannotAssign(_ target: Expression, _ symbol: Symbol, verb: String) -> String {
        let subject = spelling(of: target)
        let what = path(of: target) == symbol.name ? "it" : "'\(symbol.name)'"
        return "cannot \(verb) \(subject): \(what) is \(symbol.kindDescription); " + changeHint(symbol)
    }

    static func compoundMismatch(_ op: Statement.AssignmentOperator, _ target: Expression, _ type: TypeRef) -> String {
        let needs = op == .addAssign ? "an Int, a Double or a String" : "an Int or a Double"
        var message = "'\(op.rawValue)' needs \(needs), but \(spelling(of: target)) is '\(type)'"
        if case .array = type, op == .addAssign, let path = path(of: target) {
            message += "; use '\(path).append(e)'"
        }
        return message
    }
}
