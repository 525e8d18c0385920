import SpecUICompiler

/// A view with one symbol of every kind and a few declared types, for checker tests.
enum CheckerFixture {
    static let file = "Specs/Todos.yaml"
    static let here = SourceRange(at: SpecUICompiler.SourceLocation(line: 1, column: 1))

    static func field(_ name: String, _ type: TypeRef) -> FieldDecl {
        FieldDecl(name: Identifier(name, range: here), type: type, typeRange: here)
    }

    static let types = TypeTable(
        records: [
            "Todo": [field("id", .int), field("title", .string), field("done", .bool)],
            "Tag": [field("name", .string), field("pinned", .bool)],
        ],
        enums: ["Status": ["loading", "loaded", "failed"]])

    static func symbol(_ name: String, _ type: TypeRef, _ kind: Symbol.Kind) -> Symbol {
        Symbol(name: name, type: type, kind: kind, range: here)
    }

    static let scope = Scope(members: [
        symbol("count", .int, .state),
        symbol("ratio", .double, .state),
        symbol("draft", .string, .state),
        symbol("isReady", .bool, .state),
        symbol("status", .named("Status"), .state),
        symbol("todos", .array(.named("Todo")), .state),
        symbol("tags", .array(.named("Tag")), .state),
        symbol("nickname", .optional(.string), .state),
        symbol("limit", .optional(.int), .state),
        symbol("name", .string, .prop),
        symbol("items", .array(.string), .prop),
        symbol("isOn", .bool, .binding),
        symbol("layoutDirection", .named("LayoutDirection"), .environment),
    ])

    static let checker = ExpressionChecker(scope: scope, types: types, file: file)

    /// The checker inside `ForEach: todos, as: todo` (or `$todos` when `binding`).
    static func inLoop(binding: Bool) -> ExpressionChecker {
        ExpressionChecker(
            scope: scope.adding(symbol("todo", .named("Todo"), .loopVariable(isBindingForm: binding))),
            types: types, file: file)
    }

    static func render(_ diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity == .error ? "" : "\(diagnostic.severity): "
        return "\(diagnostic.location): \(severity)\(diagnostic.message) [\(diagnostic.code)]"
    }

    /// Parses and checks an expression; returns its type and rendered diagnostics.
    static func expression(
        _ text: String, expected: TypeRef? = nil, allowsRange: Bool = false, checker: ExpressionChecker = checker
    ) -> (type: TypeRef?, diagnostics: [String], tree: Expression?) {
        var diagnostics: [Diagnostic] = []
        guard let parsed = ExpressionParser.parseExpression(text, file: file, diagnostics: &diagnostics) else {
            return (nil, diagnostics.map(render), nil)
        }
        let typed = checker.check(parsed, expected: expected, allowsRange: allowsRange, diagnostics: &diagnostics)
        return (typed.type, diagnostics.map(render), typed)
    }

    static func statement(
        _ text: String, checker: ExpressionChecker = checker
    ) -> (diagnostics: [String], tree: Statement?) {
        var diagnostics: [Diagnostic] = []
        guard let parsed = ExpressionParser.parseStatement(text, file: file, diagnostics: &diagnostics) else {
            return (diagnostics.map(render), nil)
        }
        let typed = checker.checkStatement(parsed, diagnostics: &diagnostics)
        return (diagnostics.map(render), typed)
    }

    static func binding(
        _ text: String, expected: TypeRef?, checker: ExpressionChecker = checker
    ) -> (type: TypeRef?, diagnostics: [String]) {
        var diagnostics: [Diagnostic] = []
        guard let parsed = ExpressionParser.parseExpression(text, file: file, diagnostics: &diagnostics) else {
            return (nil, diagnostics.map(render))
        }
        let typed = checker.checkBinding(parsed, expected: expected, diagnostics: &diagnostics)
        return (typed.type, diagnostics.map(render))
    }

    static func template(_ text: String) -> [String] {
        var diagnostics: [Diagnostic] = []
        guard let parsed = ExpressionParser.parseTemplate(text, file: file, diagnostics: &diagnostics) else {
            return diagnostics.map(render)
        }
        _ = checker.checkTemplate(parsed, diagnostics: &diagnostics)
        return diagnostics.map(render)
    }

    /// `line:column: message [code]` at marker 1 of `marked`.
    static func expected(_ marked: String, _ message: String, code: String) -> String {
        "\(MarkedText(marked)[1]): \(message) [\(code)]"
    }
}
