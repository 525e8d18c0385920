import SpecUICompiler

/// A fully parenthesized rendering of a parsed tree, so tests can state grouping and kinds at a glance.
enum ParsedShape {
    static func of(_ expression: Expression) -> String {
        switch expression.kind {
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .boolean(let value): "\(value)"
        case .null: "nil"
        case .string(let template): of(template)
        case .enumCase(let name): ".\(name)"
        case .array(let elements): "[\(elements.map(of).joined(separator: ", "))]"
        case .name(let name): name
        case .binding(let target): "$\(of(target))"
        case .member(let base, let member): "\(of(base)).\(member.name)"
        case .methodCall(let base, let method, let arguments): "\(of(base)).\(method.name)(\(of(arguments)))"
        case .construct(let type, let arguments): "\(type.name)(\(of(arguments)))"
        case .unary(let op, let operand): "(\(op.rawValue)\(of(operand)))"
        case .binary(let op, let lhs, let rhs): "(\(of(lhs)) \(op.rawValue) \(of(rhs)))"
        case .ternary(let condition, let a, let b): "(\(of(condition)) ? \(of(a)) : \(of(b)))"
        case .range(let lower, let upper, let closed): "(\(of(lower))\(closed ? "..." : "..<")\(of(upper)))"
        case .parenthesized(let inner): "(\(of(inner)))"
        }
    }

    static func of(_ template: Template) -> String {
        let parts = template.parts.map { part in
            switch part {
            case .text(let text): text
            case .interpolation(let expression): "{\(of(expression))}"
            }
        }
        return "\"\(parts.joined())\""
    }

    static func of(_ arguments: [Expression.Argument]) -> String {
        arguments.map { ($0.label.map { "\($0.name): " } ?? "") + of($0.value) }.joined(separator: ", ")
    }

    static func of(_ statement: Statement) -> String {
        switch statement.kind {
        case .assign(let target, let op, let value): "\(of(target)) \(op.rawValue) \(of(value))"
        case .call(let target, let method, let arguments): "\(of(target)).\(method.name)(\(of(arguments)))"
        }
    }
}

/// Parses marked text and returns the result with diagnostics rendered as `line:column: message [code]`.
enum Parse {
    static let file = "Specs/Test.yaml"

    static func expression(_ text: String) -> (shape: String?, diagnostics: [String]) {
        var diagnostics: [Diagnostic] = []
        let expression = ExpressionParser.parseExpression(text, file: file, diagnostics: &diagnostics)
        return (expression.map(ParsedShape.of), diagnostics.map(render))
    }

    static func statement(_ text: String) -> (shape: String?, diagnostics: [String]) {
        var diagnostics: [Diagnostic] = []
        let statement = ExpressionParser.parseStatement(text, file: file, diagnostics: &diagnostics)
        return (statement.map(ParsedShape.of), diagnostics.map(render))
    }

    static func template(_ text: String) -> (shape: String?, diagnostics: [String]) {
        var diagnostics: [Diagnostic] = []
        let template = ExpressionParser.parseTemplate(text, file: file, diagnostics: &diagnostics)
        return (template.map(ParsedShape.of), diagnostics.map(render))
    }

    /// The one diagnostic expected for `marked`, at marker 1.
    static func error(_ marked: String, _ message: String, code: String) -> String {
        let text = MarkedText(marked)
        return "\(text[1]): \(message) [\(code)]"
    }

    static func render(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.message) [\(diagnostic.code)]"
    }
}
