import SpecUI
import SpecUICompiler

/// Evaluates checked expressions and templates with Swift's semantics, throwing where Swift would trap.
@MainActor
package struct ExpressionEvaluator {
    package let scope: RuntimeScope
    package let factory: ValueFactory

    package init(scope: RuntimeScope, factory: ValueFactory) {
        self.scope = scope
        self.factory = factory
    }

    /// The value of `expression`.
    package func evaluate(_ expression: Expression) throws(RuntimeError) -> Value {
        switch expression.kind {
        case .integer(let value):
            return expression.type?.withoutOptional == .double ? .double(Double(value)) : .int(value)
        case .double(let value):
            return .double(value)
        case .boolean(let value):
            return .bool(value)
        case .string(let template):
            return .string(try text(of: template))
        case .null:
            return .null
        case .enumCase(let name):
            return .enumCase(type: expression.type?.withoutOptional.declaredName ?? "", name: name)
        case .array(let elements):
            var values: [Value] = []
            for element in elements {
                values.append(try evaluate(element))
            }
            return .array(values)
        case .name(let name):
            guard let value = scope.value(of: name) else {
                throw RuntimeError(RuntimeError.unsupported("'\(name)'"), at: expression.range)
            }
            return value
        case .binding(let operand), .parenthesized(let operand):
            return try evaluate(operand)
        case .member(let base, let member):
            return try self.member(member.name, of: try evaluate(base), base: base, at: expression.range)
        case .methodCall(let base, let method, _):
            return try call(method.name, on: try evaluate(base), at: expression.range)
        case .construct(let type, let arguments):
            return try construct(type.name, arguments)
        case .unary(let op, let operand):
            return try unary(op, try evaluate(operand), at: expression.range)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, at: expression.range)
        case .ternary(let condition, let then, let otherwise):
            return try evaluate(condition).boolValue ? evaluate(then) : evaluate(otherwise)
        case .range:
            throw RuntimeError(RuntimeError.unsupported("a range outside 'Stepper.in'"), at: expression.range)
        }
    }

    /// The text of a template, each interpolation printed as Swift's `"\(x)"` prints it.
    package func text(of template: Template) throws(RuntimeError) -> String {
        var text = ""
        for part in template.parts {
            switch part {
            case .text(let piece):
                text += piece
            case .interpolation(let expression):
                text += try evaluate(expression).interpolated(as: expression.type, types: factory.types)
            }
        }
        return text
    }

    /// `lower...upper` or `lower..<upper` as the closed range a `Stepper` takes, `lower...upper - 1` for the latter.
    ///
    /// A range without values, which Swift traps on, is an error: the Stepper is not drawn and the error is reported.
    package func closedRange(_ expression: Expression) throws(RuntimeError) -> ClosedRange<Int> {
        if case .parenthesized(let inner) = expression.kind { return try closedRange(inner) }
        guard case .range(let lowerExpression, let upperExpression, let closed) = expression.kind else {
            throw RuntimeError(RuntimeError.unsupported("a range"), at: expression.range)
        }
        let lower = try evaluate(lowerExpression).intValue
        let upper = try evaluate(upperExpression).intValue
        let last = closed ? upper : upper &- 1
        guard lower <= last, closed || upper > Int.min else {
            throw RuntimeError(RuntimeError.emptyRange(lower, upper, closed: closed), at: expression.range)
        }
        return lower...last
    }

    /// A binding to what `expression` names: `$name`, `$todo`, `$todo.done`.
    package func binding(_ expression: Expression) throws(RuntimeError) -> Binding<Value> {
        switch expression.kind {
        case .binding(let operand), .parenthesized(let operand):
            return try binding(operand)
        case .name(let name):
            guard let binding = scope.binding(to: name) else {
                throw RuntimeError(RuntimeError.unsupported("a binding to '\(name)'"), at: expression.range)
            }
            return binding
        case .member(let base, let member):
            return try binding(base)[dynamicMember: \Value.[field: member.name]]
        default:
            throw RuntimeError(RuntimeError.unsupported("a binding to this expression"), at: expression.range)
        }
    }

    private func member(_ name: String, of value: Value, base: Expression, at range: SourceRange)
        throws(RuntimeError) -> Value
    {
        switch (value, name) {
        case (.array(let elements), "count"): return .int(elements.count)
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.record, _):
            if let field = value.field(name) { return field }
        case (.null, _):
            throw RuntimeError(RuntimeError.unexpectedNil(Self.spelling(of: base)), at: range)
        default:
            break
        }
        throw RuntimeError(RuntimeError.unsupported("'\(name)' of \(value.debugDescription)"), at: range)
    }

    private func call(_ method: String, on value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
        switch (value, method) {
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        default: throw RuntimeError(RuntimeError.unsupported("'\(method)()' of \(value.debugDescription)"), at: range)
        }
    }

    /// `Todo(id: 3, title: "x", done: false)`: the fields in the order the record declares them.
    private func construct(_ type: String, _ arguments: [Expression.Argument]) throws(RuntimeError) -> Value {
        var written: [String: Value] = [:]
        for argument in arguments {
            written[argument.label?.name ?? ""] = try evaluate(argument.value)
        }
        let declared = factory.types.records[type] ?? []
        let fields = declared.map { field in
            Value.Field(name: field.name.name, value: written[field.name.name] ?? factory.zeroValue(of: field.type))
        }
        return .record(type: type, fields: fields)
    }

    /// How a name or member chain is written, for messages: `todos`, `todo.title`.
    static func spelling(of expression: Expression) -> String {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, let member): spelling(of: base) + "." + member.name
        case .binding(let operand): "$" + spelling(of: operand)
        case .parenthesized(let operand): spelling(of: operand)
        default: "expression"
        }
    }
}
