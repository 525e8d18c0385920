import SpecUI
import SpecUICompiler
import SpecUIText

extension SpecInterpreter {
    /// Reads `--set name=value` for view `view`: the value is spec expression syntax checked against the input's
    /// type (`3`, `0.5`, `true`, `nil`, `.loaded`, `[1, 2]`, `Todo(id: 1, title: "x", done: false)`); a String
    /// input also takes the text as it is (`--set name=Alice`), and an enum input a bare case name.
    package func parseSetting(_ text: String, for view: String) throws(PreviewError) -> (name: String, value: Value) {
        let declaration = try self.view(named: view)
        guard let equals = text.firstIndex(of: "=") else { throw .malformedSetting(text) }
        let name = String(text[..<equals])
        let valueText = String(text[text.index(after: equals)...])
        guard !name.isEmpty else { throw .malformedSetting(text) }
        guard let type = type(of: name, in: declaration) else {
            let suggestion = Suggestion.didYouMean(name, among: inputNames(declaration))
            throw .unknownInput(name, of: view, suggestion: suggestion)
        }
        if type.withoutOptional == .string, !valueText.hasPrefix("\""), valueText != "nil" {
            return (name, .string(valueText))
        }
        if let enumName = type.withoutOptional.declaredName, let cases = unit.types.enums[enumName],
            cases.contains(valueText)
        {
            return (name, .enumCase(type: enumName, name: valueText))
        }
        return (name, try constant(valueText, for: name, type: type))
    }

    /// `text` parsed, checked against `type` and evaluated as a constant expression.
    private func constant(_ text: String, for name: String, type: TypeRef) throws(PreviewError) -> Value {
        var diagnostics: [Diagnostic] = []
        let parsed = ExpressionParser.parseExpression(text, file: "--set", diagnostics: &diagnostics)
        let checker = ExpressionChecker(scope: Scope(members: []), types: unit.types, file: "--set")
        let checked = parsed.map { checker.check($0, expected: type, diagnostics: &diagnostics) }
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            var reason = error.message
            // `{id: 1}` is how a spec's state writes a record, but not how an expression does.
            if text.contains("{"), let (record, fields) = record(in: type) {
                let arguments = fields.map { "\($0.name.name): …" }.joined(separator: ", ")
                reason += "; a value of '\(type)' writes its record as \(record)(\(arguments))"
            }
            throw .invalidValue(text, for: name, type: type.description, reason: reason)
        }
        guard let checked else {
            throw .invalidValue(text, for: name, type: type.description, reason: "not a value")
        }
        let evaluator = ExpressionEvaluator(scope: RuntimeScope(state: nil), factory: context.factory)
        do throws(RuntimeError) {
            return try evaluator.evaluate(checked)
        } catch {
            throw .invalidValue(text, for: name, type: type.description, reason: error.problem.message)
        }
    }

    /// The record `type` holds, through arrays and optionals, with its fields in declared order.
    private func record(in type: TypeRef) -> (name: String, fields: [FieldDecl])? {
        switch type {
        case .array(let element), .optional(let element): record(in: element)
        case .named(let name): unit.types.records[name].map { (name, $0) }
        case .int, .double, .bool, .string: nil
        }
    }
}
