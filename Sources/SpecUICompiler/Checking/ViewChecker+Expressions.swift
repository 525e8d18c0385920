extension ViewChecker {
    static func nameAsText(_ name: String) -> String {
        "'\(name)' is text here and shows as the word '\(name)'; to show the value of '\(name)', write "
            + "'\"{\(name)}\"'"
    }

    /// Parses a view-of-the-unit argument written as a String prop's template.
    mutating func parsedTemplate(_ scalar: YAMLScalar) -> Template? {
        ExpressionParser.parseTemplate(scalar, file: file, diagnostics: &diagnostics)
    }

    /// Parses a view-of-the-unit argument written as an expression or a binding.
    mutating func parsedExpression(_ scalar: YAMLScalar) -> Expression? {
        ExpressionParser.parseExpression(scalar, file: file, diagnostics: &diagnostics)
    }

    /// Whether `names` mention a declaration that already failed, whose uses must not add errors.
    private func mentionsFailed(_ names: @autoclosure () -> [String]) -> Bool {
        // Collecting the names allocates; skip it when every visible declaration has a type.
        let anyFailed = anyMemberFailed || loopVariables.contains { $0.type == nil }
        return anyFailed && names().contains { lookup($0).map { $0.type == nil } ?? false }
    }

    mutating func typed(_ expression: Expression, expected: TypeRef?) -> Expression {
        guard !mentionsFailed(NameUses.names(in: expression)) else { return expression }
        return expressions.check(expression, expected: expected, diagnostics: &diagnostics)
    }

    /// Adds `hint`, and the fix-it `fixIt` makes, to the `unknown-name` error reported since `before` for
    /// `expression`, a name, unless that error already says what the name may have meant (a near spelling in
    /// scope): `padding: horizontal` is told where an edge set goes.
    mutating func amendUnknownName(
        _ expression: Expression, since before: Int, hint: String, fixIt: () -> Diagnostic.FixIt? = { nil }
    ) {
        guard case .name(let name) = expression.kind,
            let index = diagnostics[before...].firstIndex(where: {
                $0.code == "unknown-name" && $0.range == expression.range
                    && $0.message == ExpressionChecker.unknownName(name)
            })
        else { return }
        diagnostics[index].message += hint
        if diagnostics[index].fixIt == nil { diagnostics[index].fixIt = fixIt() }
    }

    /// Types a template; one that shows text (every template but an accessibility identifier) and is exactly the
    /// name of a String value in scope (`name: awayName`, `Text: title`) is warned about, since it shows the name.
    /// The name of another value (`Text: "done"` beside a Bool `done`) is taken as the word it is.
    mutating func typed(_ template: Template, showsText: Bool = true) -> Template {
        // `\(count)`, warned as Swift's interpolation, was meant to read the name.
        for case .text(let text) in template.parts where text.containsUTF8(UInt8(ascii: "\\")) {
            namesShownAsText.formUnion(Self.namesInSwiftInterpolations(text))
            // Its fix-it, the braces, would read what it holds: only where that is an expression of this scope.
            if !templatesWithUnreadableSwiftInterpolations.contains(template.range),
                Self.swiftInterpolations(in: text).contains(where: { !readsInScope($0) })
            {
                templatesWithUnreadableSwiftInterpolations.append(template.range)
            }
        }
        if showsText, let text = template.literalText {
            if let type = lookup(text)?.type, type == .string || type == .optional(.string) {
                warning("name-as-text", Self.nameAsText(text), at: template.range)
                namesShownAsText.insert(text)
            } else if let root = pathShownAsText(text) {
                warning("name-as-text", Self.nameAsText(text), at: template.range)
                namesShownAsText.insert(root)
            } else if let (path, root) = bindingShownAsText(text) {
                warning("name-as-text", Self.bindingAsText(text, path: path), at: template.range)
                namesShownAsText.insert(root)
            }
        }
        guard mentionsFailed(NameUses.names(in: template)) else {
            return expressions.checkTemplate(template, diagnostics: &diagnostics)
        }
        // Each interpolation stands on its own: one that uses a failed declaration is left as it is, and the others
        // are still checked, so `{label} {nope}` reports `nope`.
        var parts = template.parts
        for index in parts.indices {
            guard case .interpolation(let expression) = parts[index],
                !mentionsFailed(NameUses.names(in: expression))
            else { continue }
            let alone = Template(parts: [parts[index]], range: expression.range)
            parts[index] = expressions.checkTemplate(alone, diagnostics: &diagnostics).parts[0]
        }
        return Template(parts: parts, range: template.range)
    }

    /// The names that start the Swift interpolations of `text`: `count` and `todo` in `\(count) of \(todo.title)`.
    /// The expressions of the Swift interpolations in `text` (`count` of `\\(count)`), as written.
    static func swiftInterpolations(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: "\\(") {
            guard let (expression, after) = YAMLLoader.Message.leadingSwiftInterpolation(rest[start.lowerBound...])
            else { break }
            found.append(expression)
            rest = after
        }
        return found
    }

    /// Whether `text` is an expression that checks without an error in the scope at hand.
    private func readsInScope(_ text: Substring) -> Bool {
        var found: [Diagnostic] = []
        guard let expression = ExpressionParser.parseExpression(String(text), file: file, diagnostics: &found) else {
            return false
        }
        _ = expressions.check(expression, expected: nil, diagnostics: &found)
        return !found.contains { $0.severity == .error }
    }

    static func namesInSwiftInterpolations(_ text: String) -> [String] {
        text.components(separatedBy: "\\(").dropFirst().compactMap { rest -> String? in
            let name = rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
            return SwiftIdentifier.isValid(String(name)) ? String(name) : nil
        }
    }

    /// The name that text starts with when the text is a path from it (`todo.title`, `name.uppercased()`) whose
    /// value a `Text` could show: a String, a number, a Bool, an enum, or an optional one. Such text shows as
    /// written, which is seldom what was meant; a word with no dot (`Text: done`) is taken as the word it is.
    private mutating func pathShownAsText(_ text: String) -> String? {
        guard text.containsUTF8(UInt8(ascii: ".")),
            text.unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "._()".unicodeScalars.contains($0)
            })
        else { return nil }
        var ignored: [Diagnostic] = []
        guard let expression = ExpressionParser.parseExpression(text, file: file, diagnostics: &ignored),
            let root = Self.pathRoot(expression), lookup(root)?.type != nil
        else { return nil }
        let checked = expressions.check(expression, expected: nil, diagnostics: &ignored)
        guard ignored.isEmpty, var type = checked.type else { return nil }
        if case .optional(let wrapped) = type { type = wrapped }
        switch type {
        case .string, .int, .double, .bool: return root
        case .named: return declarations.typeTable.cases(of: type) != nil ? root : nil
        case .array, .optional: return nil
        }
    }

    static func bindingAsText(_ text: String, path: String) -> String {
        "'\(text)' is text here and shows as written; a binding is handed to a control, not shown: to show the "
            + "value of '\(path)', write '\"{\(path)}\"'"
    }

    /// The path after the `$` of text that is a binding to something in scope (`$name`, `$todo.title`), and the name
    /// it starts from: a `Text` shows such text as written, which is never what was meant.
    private func bindingShownAsText(_ text: String) -> (path: String, root: String)? {
        guard text.hasPrefix("$") else { return nil }
        let path = text.dropFirst()
        guard let root = SwiftIdentifier.pathNames(path)?.first.map(String.init), lookup(root) != nil else {
            return nil
        }
        return (String(path), root)
    }

    /// The name a chain of members and method calls starts from.
    private static func pathRoot(_ expression: Expression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, _), .methodCall(let base, _, _): pathRoot(base)
        default: nil
        }
    }

    mutating func typed(_ statement: Statement) -> Statement {
        guard !mentionsFailed(NameUses.names(in: statement)) else { return statement }
        return expressions.checkStatement(statement, diagnostics: &diagnostics)
    }

    /// Types a built-in view's binding argument (`isOn: $flag`); a name or a field path without its `$` (the only
    /// other value the decoder lets through) is reported by `reportMissingDollar`.
    mutating func typedBinding(_ expression: Expression, of type: TypeRef?, argument: String) -> Expression {
        if case .binding = expression.kind {
            return typedBinding(expression, of: type)
        }
        reportMissingDollar(expression, of: type) { SpecDecoder.bindingMessage(argument, written: $0) }
        return expression
    }

    mutating func typedBinding(_ expression: Expression, of type: TypeRef?) -> Expression {
        guard !mentionsFailed(NameUses.names(in: expression)) else { return expression }
        return expressions.checkBinding(expression, expected: type, diagnostics: &diagnostics)
    }

    /// A name or a field path written where a binding is taken, `path` as read, spanning `written` (the whole
    /// template of `"{name}"`): told to write its `$` (the fix-it) when that makes a binding, else why none can
    /// be made (`title` is a prop); reported for what it reads wrongly (an unknown name, a field the type lacks),
    /// which a `$` would not mend. `message` is the diagnostic's, given the binding to write, if any.
    mutating func reportMissingDollar(
        _ path: Expression, of type: TypeRef?, written: SourceRange? = nil, message: (_ binding: String?) -> String
    ) {
        let before = diagnostics.count
        let value = typed(path, expected: nil)
        // The `$` is the fix-it where the binding is of the type the place binds; else the mismatch would follow.
        func binds(_ found: TypeRef?) -> Bool { type == nil || found == type }
        guard !diagnostics[before...].contains(where: { $0.severity == .error }),
            let pathText = path.pathText
        else {
            // `isOn: onn`: the name meant is a state or a binding, and where a binding is taken it is written with
            // its `$`, so the fix-it writes both at once.
            if diagnostics.count == before + 1, diagnostics[before].code == "unknown-name",
                diagnostics[before].range == path.range, let meant = diagnostics[before].fixIt?.replacement,
                let member = lookup(meant), member.role == .state || member.role == .binding
            {
                diagnostics[before].fixIt?.replacement = "$" + meant
                if !binds(member.type) { diagnostics[before].fixIt = nil }
                diagnostics[before].message += " " + message(meant)
            }
            // `isOn: self.on`: Swift's `self.`, which the fix-it removes, is the `$` a binding is written with here.
            if diagnostics.count == before + 1, diagnostics[before].code == "unknown-name",
                case .member(let base, let member) = path.kind, case .name("self") = base.kind,
                diagnostics[before].fixIt?.replacement == "", let named = lookup(member.name),
                named.role == .state || named.role == .binding
            {
                diagnostics[before].fixIt?.replacement = "$"
                if !binds(named.type) { diagnostics[before].fixIt = nil }
                diagnostics[before].message =
                    ExpressionChecker.unknownName("self") + "; a spec reads the view's names without 'self.', and "
                    + message(member.name)
            }
            return
        }
        let range = written ?? path.range
        var attempt: [Diagnostic] = []
        _ = expressions.checkBinding(Expression(.binding(path), range: range), expected: nil, diagnostics: &attempt)
        if let reason = attempt.first(where: { $0.severity == .error }) {
            error("expected-binding", message(nil) + "; " + reason.message, at: range)
            return
        }
        diagnostics.append(
            Diagnostic(
                .error, code: "expected-binding", message: message(pathText), file: file, range: range,
                fixIt: binds(value.type) ? Diagnostic.FixIt(range: range, replacement: "$" + pathText) : nil))
    }

    mutating func typedRange(_ expression: Expression, of type: TypeRef) -> Expression {
        guard !mentionsFailed(NameUses.names(in: expression)) else { return expression }
        // A value that is no range is typed on its own (`in: "[0, 10]"` is an array, not a wrong Int), unless it
        // needs the bound type as context (`.case`, `nil`, `[]`).
        let isRange = Self.isRange(expression)
        let context = isRange || ExpressionChecker.needsContext(expression) ? type : nil
        var typed = expressions.check(expression, expected: context, allowsRange: true, diagnostics: &diagnostics)
        // A range's type is its bounds' type, so a lone bound (`in: 5`) types too; Swift would reject it.
        if let found = typed.type, !isRange {
            error("type-mismatch", Self.expectedRange(found, of: type), at: expression.range)
            typed.type = nil
        }
        return typed
    }

    static func expectedRange(_ found: TypeRef, of bound: TypeRef) -> String {
        "expected a range of '\(bound)' such as '0...10'; found a value of type '\(found)'"
    }

    private static func isRange(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .range: true
        case .parenthesized(let inner): isRange(inner)
        default: false
        }
    }
}
