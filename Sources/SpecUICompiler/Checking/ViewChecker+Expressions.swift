extension ViewChecker {
    /// Parses a view-of-the-unit argument written as a String prop's template.
    mutating func parsedTemplate(_ scalar: YAMLScalar) -> Template? {
        ExpressionParser.parseTemplate(scalar, file: file, diagnostics: &diagnostics)
    }

    /// Parses a view-of-the-unit argument written as an expression or a binding.
    mutating func parsedExpression(_ scalar: YAMLScalar) -> Expression? {
        ExpressionParser.parseExpression(scalar, file: file, diagnostics: &diagnostics)
    }

    // Typing goes through ExpressionChecker once it is merged; until then these leave types unset.
    mutating func typed(_ expression: Expression, expected: TypeRef?) -> Expression { expression }
    mutating func typed(_ template: Template) -> Template { template }
    mutating func typed(_ statement: Statement) -> Statement { statement }
    mutating func typedBinding(_ expression: Expression, of type: TypeRef) -> Expression { expression }
    mutating func typedRange(_ expression: Expression, of type: TypeRef) -> Expression { expression }
}
