import SpecUI
import SpecUICompiler

/// Runs the statements of an action (SPEC-LANGUAGE §5) against state and bindings.
///
/// Each statement reads its target, changes the copy and writes it back once, as a Swift mutation of a
/// `@State` or `@Binding` does; the host then applies every write of the action in one update.
@MainActor
package struct StatementExecutor {
    package let evaluator: ExpressionEvaluator

    package init(evaluator: ExpressionEvaluator) {
        self.evaluator = evaluator
    }

    /// Runs `statements` in order; the first one that fails stops the action and is thrown.
    package func run(_ statements: [Statement]) throws(RuntimeError) {
        for statement in statements {
            try run(statement)
        }
    }

    private func run(_ statement: Statement) throws(RuntimeError) {
        switch statement.kind {
        case .assign(let targetExpression, let op, let valueExpression):
            let value = try evaluator.evaluate(valueExpression)
            let target = try evaluator.binding(targetExpression)
            switch op {
            case .assign:
                target.wrappedValue = value
            case .addAssign:
                target.wrappedValue = try ExpressionEvaluator.apply(
                    .add, target.wrappedValue, value, at: statement.range)
            case .subtractAssign:
                target.wrappedValue = try ExpressionEvaluator.apply(
                    .subtract, target.wrappedValue, value, at: statement.range)
            }
        case .call(let targetExpression, let method, let arguments):
            let target = try evaluator.binding(targetExpression)
            let name = ExpressionEvaluator.spelling(of: targetExpression)
            target.wrappedValue = try call(
                method.name, on: target.wrappedValue, named: name, arguments, at: statement.range)
        }
    }

    /// The target after `method(arguments)`: `toggle()` and the list mutations.
    private func call(
        _ method: String, on value: Value, named name: String, _ arguments: [Expression.Argument],
        at range: SourceRange
    ) throws(RuntimeError) -> Value {
        if method == "toggle" {
            return .bool(!value.boolValue)
        }
        guard var elements = value.elements else {
            throw RuntimeError(RuntimeError.unsupported("'\(method)' on '\(name)'"), at: range)
        }
        switch (method, arguments.first?.label?.name) {
        case ("append", _):
            elements.append(try evaluator.evaluate(arguments[0].value))
        case ("insert", _):
            let element = try evaluator.evaluate(arguments[0].value)
            let index = try evaluator.evaluate(arguments[1].value).intValue
            guard index >= 0, index <= elements.count else {
                throw RuntimeError(RuntimeError.indexOutOfRange(index, name: name, count: elements.count), at: range)
            }
            elements.insert(element, at: index)
        case ("remove", "at"):
            let index = try evaluator.evaluate(arguments[0].value).intValue
            guard elements.indices.contains(index) else {
                throw RuntimeError(RuntimeError.indexOutOfRange(index, name: name, count: elements.count), at: range)
            }
            elements.remove(at: index)
        case ("remove", "id"):
            let id = try evaluator.evaluate(arguments[0].value)
            elements.removeAll { ExpressionEvaluator.equal($0.field("id") ?? .null, id) }
        case ("removeAll", "where"):
            guard case .name(let field) = arguments[0].value.kind else {
                throw RuntimeError(RuntimeError.unsupported("'removeAll(where:)' without a field"), at: range)
            }
            elements.removeAll { $0.field(field)?.boolValue ?? false }
        case ("removeAll", _):
            elements.removeAll()
        default:
            throw RuntimeError(RuntimeError.unsupported("'\(method)' on '\(name)'"), at: range)
        }
        return .array(elements)
    }
}
