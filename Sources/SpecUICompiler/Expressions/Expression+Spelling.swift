extension Expression {
    /// The expression in the spec's own syntax (`todos`, `$day.events`, `show ? done : todos`), as a message that
    /// names what a spec wrote shows it.
    package var spelling: String {
        switch kind {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .boolean(let value): String(value)
        case .string(let template): template.spelling
        case .null: "nil"
        case .enumCase(let name): "." + name
        case .array(let elements): "[" + elements.map(\.spelling).joined(separator: ", ") + "]"
        case .name(let name): name
        case .binding(let target): "$" + target.spelling
        case .member(let base, let member): base.spelling + "." + member.name
        case .methodCall(let base, let method, let arguments):
            base.spelling + "." + method.name + Self.spelling(arguments)
        case .construct(let type, let arguments): type.name + Self.spelling(arguments)
        case .unary(let operation, let operand): operation.rawValue + operand.spelling
        case .binary(let operation, let lhs, let rhs): lhs.spelling + " " + operation.rawValue + " " + rhs.spelling
        case .ternary(let condition, let whenTrue, let whenFalse):
            condition.spelling + " ? " + whenTrue.spelling + " : " + whenFalse.spelling
        case .range(let lower, let upper, let closed): lower.spelling + (closed ? "..." : "..<") + upper.spelling
        case .parenthesized(let inner): "(" + inner.spelling + ")"
        }
    }

    private static func spelling(_ arguments: [Argument]) -> String {
        "(" + arguments.map { ($0.label.map { $0.name + ": " } ?? "") + $0.value.spelling }.joined(separator: ", ")
            + ")"
    }
}

extension Template {
    /// The string literal as a spec writes it: `"Hi {name}"`.
    var spelling: String {
        let parts = parts.map { part in
            switch part {
            case .text(let text): text
            case .interpolation(let expression): "{" + expression.spelling + "}"
            }
        }
        return "\"" + parts.joined() + "\""
    }
}
