import SpecUIText

/// Types expressions, templates and statements against a scope (SPEC-LANGUAGE §4, §5).
///
/// Checking returns the same tree with `type` filled on every node it could
/// type. A node with an error keeps a nil type, and checks above it stay quiet
/// about it, so one mistake gives one diagnostic.
package struct ExpressionChecker: Sendable {
    package var scope: Scope
    package var types: TypeTable
    package var file: String
    /// Whether the expression is the target of a binding (`on` in `$on`), a name and never a Boolean literal.
    var checksBindingTarget = false
    /// Whether the expression is a path to change: a statement's target or a binding's.
    var checksChangedPath = false
    /// The type a binding made of a name alone binds (Bool for `isOn: $on`), which a near name must have.
    var boundType: TypeRef?

    package init(scope: Scope, types: TypeTable, file: String) {
        self.scope = scope
        self.types = types
        self.file = file
    }

    /// Types `expression`; `expected` guides literals (`.case`, `nil`, `[]`, Int as Double) and must match.
    ///
    /// `allowsRange` is true only where a range is accepted (`Stepper.in`); a range node's type is its bounds' type.
    package func check(
        _ expression: Expression, expected: TypeRef?, allowsRange: Bool = false, diagnostics: inout [Diagnostic]
    ) -> Expression {
        var typed = infer(expression, expected: expected, allowsRange: allowsRange, diagnostics: &diagnostics)
        if let expected, let actual = typed.type, !accepts(expected, actual) {
            var mismatch = error(
                "type-mismatch", Self.mismatch(typed, actual, expected) + optionalHint(typed, actual, expected),
                typed.range)
            // `mood = "sad"`: a string spelling a case of the enum expected, written with its dot as the fix-it.
            if let text = caseSpelled(by: typed, of: expected) {
                mismatch.message += "; write the case: '.\(text)'"
                mismatch.fixIt = Diagnostic.FixIt(range: typed.range, replacement: "." + text)
            }
            diagnostics.append(mismatch)
            typed.type = nil
        }
        return typed
    }

    /// The case of `type`, an enum or its optional, that `expression`, a string literal without interpolations,
    /// spells (`"sad"` of a `Mood`); nil for any other expression or text.
    func caseSpelled(by expression: Expression, of type: TypeRef) -> String? {
        guard case .string(let template) = expression.kind, let text = template.literalText,
            types.cases(of: type.nonOptional)?.contains(text) == true
        else { return nil }
        return text
    }

    /// Whether a value of type `actual` can be used where `expected` is wanted (a value promotes to an optional).
    package func accepts(_ expected: TypeRef, _ actual: TypeRef) -> Bool {
        if expected == actual { return true }
        if case .optional(let wrapped) = expected { return accepts(wrapped, actual) }
        return false
    }

    func infer(
        _ expression: Expression, expected: TypeRef?, allowsRange: Bool = false, diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        switch expression.kind {
        case .integer:
            result.type = wantsDouble(expected) ? .double : .int
        case .double:
            result.type = .double
        case .boolean:
            result.type = .bool
        case .string(let template):
            // A string without interpolations comes back from checking unchanged, so its node is kept.
            if template.parts.contains(where: Self.isInterpolation) {
                result.kind = .string(checkTemplate(template, diagnostics: &diagnostics))
            }
            result.type = .string
        case .null:
            guard let expected, case .optional = expected else {
                diagnostics.append(error("nil-without-optional", Self.nilNeedsOptional(expected), expression.range))
                return result
            }
            result.type = expected
        case .enumCase("infinity") where expected == nil || expected == .double || expected == .int:
            // Swift's `.infinity` where a number is read: a frame's maximum is the one place for it.
            diagnostics.append(error("infinity-not-allowed", Self.infinityOutsideFrame, expression.range))
        case .enumCase(let name):
            result.type = enumCase(name, expected: expected, range: expression.range, diagnostics: &diagnostics)
        case .array(let elements):
            return array(expression, elements, expected: expected, diagnostics: &diagnostics)
        case .name(let name):
            guard let symbol = scope.lookup(name) else {
                // A frame's `maxWidth: infinity` is its one place; anywhere else the word names nothing.
                if name == "infinity" {
                    diagnostics.append(error("infinity-not-allowed", Self.infinityOutsideFrame, expression.range))
                    return result
                }
                var fixIt: Diagnostic.FixIt?
                let place = expected ?? boundType
                let hint =
                    scope.lookupEquivalent(name).map { Self.otherSpelling($0.name) }
                    ?? caseWithoutDotHint(name, expected: expected, fixIt: &fixIt, at: expression.range)
                    ?? (EnvironmentDecl.Key(rawValue: name) != nil ? Self.undeclaredEnvironment(name) : nil)
                    ?? defaultLoopVariableHint(name)
                    ?? (checksBindingTarget
                        ? nil : yamlBooleanHint(name, place: place, fixIt: &fixIt, at: expression.range))
                    ?? Self.onChangeValueHint(name)
                    ?? nullHint(name, expected: expected, fixIt: &fixIt, at: expression.range)
                    ?? closeNameHint(name, fitting: place, fixIt: &fixIt, at: expression.range)
                // A near name of a type the place does not take (`coun` for an Int `count` where a Bool goes) is
                // told, not written: it would be the next error.
                if let place, let meant = fixIt?.replacement, let type = scope.lookup(meant)?.type,
                    !accepts(place, type)
                {
                    fixIt = nil
                }
                // Nor, where a binding is made or a value changed (`$isOn`, `cont += 1`), one that cannot change.
                if checksBindingTarget || checksChangedPath, let meant = fixIt?.replacement,
                    scope.lookup(meant)?.isAssignable == false
                {
                    fixIt = nil
                }
                var diagnostic = error("unknown-name", Self.unknownName(name) + hint, expression.range)
                diagnostic.fixIt = fixIt
                diagnostics.append(diagnostic)
                return result
            }
            result.type = symbol.type
        case .binding(let operand):
            // `if: $show`: the value is read without the `$`, which the fix-it removes.
            guard let path = operand.pathText else {
                diagnostics.append(error("binding-not-allowed", Self.bindingOutsideArgument, expression.range))
                break
            }
            let start = expression.range.start
            let dollar = SourceRange(start: start, end: SourceLocation(line: start.line, column: start.column + 1))
            diagnostics.append(
                Diagnostic(
                    .error, code: "binding-not-allowed",
                    message: Self.bindingOutsideArgument + "; to read its value, write '\(path)'", file: file,
                    range: expression.range, fixIt: Diagnostic.FixIt(range: dollar, replacement: "")))
        case .member(let base, let member):
            // `Double.infinity`, as Swift spells it.
            if member.name == "infinity", case .name(let type) = base.kind,
                ["Double", "CGFloat", "Float"].contains(type),
                scope.lookup(type) == nil
            {
                diagnostics.append(error("infinity-not-allowed", Self.infinityOutsideFrame, expression.range))
                return result
            }
            return self.member(expression, base, member, expected: expected, diagnostics: &diagnostics)
        case .methodCall(let base, let method, let arguments):
            return methodCall(expression, base, method, arguments, diagnostics: &diagnostics)
        case .construct(let type, let arguments):
            return construct(expression, type, arguments, diagnostics: &diagnostics)
        case .unary(let op, let operand):
            return unary(expression, op, operand, expected: expected, diagnostics: &diagnostics)
        case .binary(let op, let lhs, let rhs):
            return binary(expression, op, lhs, rhs, expected: expected, diagnostics: &diagnostics)
        case .ternary(let condition, let whenTrue, let whenFalse):
            return ternary(expression, condition, whenTrue, whenFalse, expected: expected, diagnostics: &diagnostics)
        case .range(let lower, let upper, let closed):
            return range(
                expression, lower, upper, closed: closed, allowed: allowsRange, expected: expected,
                diagnostics: &diagnostics)
        case .parenthesized(let inner):
            let typed = infer(inner, expected: expected, allowsRange: allowsRange, diagnostics: &diagnostics)
            result.kind = .parenthesized(typed)
            result.type = typed.type
        }
        return result
    }

    static func isInterpolation(_ part: Template.Part) -> Bool {
        if case .interpolation = part { return true }
        return false
    }

    /// Whether an integer literal should become a Double here, as Swift does for literals only.
    func wantsDouble(_ expected: TypeRef?) -> Bool {
        // Matched rather than compared, so no `TypeRef.optional` is built for the comparison.
        switch expected {
        case .double?, .optional(.double)?: true
        default: false
        }
    }

    private func enumCase(
        _ name: String, expected: TypeRef?, range: SourceRange, diagnostics: inout [Diagnostic]
    ) -> TypeRef? {
        guard let expected else {
            diagnostics.append(error("enum-case-without-context", Self.caseNeedsContext(name), range))
            return nil
        }
        let enumType = expected.nonOptional
        guard let cases = types.cases(of: enumType) else {
            diagnostics.append(error("type-mismatch", Self.caseWhereNotEnum(name, expected), range))
            return nil
        }
        guard cases.containsSpelledExactly(name) else {
            // A case whose declaration was reported is not reported again.
            if types.isRejectedCase(name, of: enumType) { return nil }
            // The case spelled with other scalars, which looks the same; `.rtl`, `.ltr`: the short names of the
            // layout directions, which no edit distance finds.
            let declared = cases.first { $0 == name }
            let meant =
                declared ?? Self.caseAbbreviations[name].flatMap { cases.contains($0) ? $0 : nil }
                ?? Suggestion.closest(to: name, among: cases)
            let hint = declared.map(Self.otherSpelling) ?? meant.map { "; did you mean '\($0)'?" } ?? ""
            var diagnostic = error("unknown-enum-case", Self.unknownCase(name, enumType) + hint, range)
            diagnostic.fixIt = .caseName(meant, written: name, at: range)
            diagnostics.append(diagnostic)
            return nil
        }
        return enumType
    }

    private func array(
        _ expression: Expression, _ elements: [Expression], expected: TypeRef?, diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        var elementType: TypeRef?
        var arrayType = expected
        if case .optional(let wrapped) = expected { arrayType = wrapped }
        if case .array(let element) = arrayType { elementType = element }
        // An element type the context gives is what every element is expected to be, not what others are.
        let fromContext = elementType != nil
        // Without one, the elements that need none say it, whatever their order, as in Swift: `[.sad, mood]` is
        // `[Mood]`, and Ints beside a Double are Doubles (`[1, 2.5]`).
        if elementType == nil, elements.count > 1 {
            // A case written with its type is an error whose type gives no context (`[Mood.happy, Mood.sad]`).
            elementType = Self.commonType(
                elements.lazy.filter { !Self.needsContext($0) && !self.isCaseWithType($0) }.compactMap {
                    self.inferWithoutContext($0).type
                })
            // `[nil, 1]` is `[Int?]`.
            if let common = elementType, !Self.isOptional(common),
                elements.contains(where: { if case .null = $0.kind { true } else { false } })
            {
                elementType = .optional(common)
            }
        }
        var typedElements: [Expression] = []
        var failed = false
        for element in elements {
            // After an element that failed, one such as `.low` has no context left to give it a type.
            let reported = diagnostics.count
            // So has one more case written with its type, told with the first.
            let typed =
                failed && elementType == nil && (Self.needsContext(element) || isCaseWithType(element))
                ? inferWithoutContext(element) : infer(element, expected: elementType, diagnostics: &diagnostics)
            typedElements.append(typed)
            // A case written with its type (`[Page.intro, .outro]`) was reported, and gives its siblings no context;
            // where nothing else does, its message says where the cases can be kept.
            if elementType == nil, isCaseWithType(element) {
                failed = true
                if case .member(let base, let member) = element.kind, case .name(let type) = base.kind,
                    let index = diagnostics[reported...].firstIndex(where: { $0.code == "unknown-name" })
                {
                    diagnostics[index].message +=
                        "; an array literal gives '.\(member.name)' no enum to belong to, so keep the cases in a "
                        + "state of type '[\(type)]'"
                }
                continue
            }
            guard let type = typed.type else {
                failed = true
                continue
            }
            if let elementType, !accepts(elementType, type) {
                let message =
                    fromContext
                    ? Self.mismatch(typed, type, elementType) : Self.arrayElementMismatch(type, elementType)
                diagnostics.append(error("type-mismatch", message, typed.range))
                failed = true
            } else if elementType == nil, !isCaseWithType(element) {
                elementType = type
            }
        }
        result.kind = .array(typedElements)
        guard let elementType else {
            if elements.isEmpty {
                // Where a value that is no array is expected (`count = []`), the context is there and is not one.
                if let arrayType, types.isKnown(arrayType) {
                    let message = "cannot use an empty array '[]' where '\(expected ?? arrayType)' is expected"
                    diagnostics.append(error("type-mismatch", message, expression.range))
                } else {
                    diagnostics.append(
                        error("empty-array-without-context", Self.emptyArrayNeedsType, expression.range))
                }
            }
            return result
        }
        if !failed { result.type = .array(elementType) }
        return result
    }

    /// The type elements of `types` share, as Swift joins them: Double for Ints and Doubles, `T?` for `T` and
    /// optionals of it, `[U]` for arrays whose elements share `U`; else the first one's.
    private static func commonType(_ types: some Sequence<TypeRef>) -> TypeRef? {
        var common: TypeRef?
        for type in types {
            guard let current = common else {
                common = type
                continue
            }
            guard let joined = join(current, type) else { return current }
            common = joined
        }
        return common
    }

    /// The type both `first` and `second` are, as Swift joins two element types; nil when there is none.
    private static func join(_ first: TypeRef, _ second: TypeRef) -> TypeRef? {
        switch (first, second) {
        case _ where first == second: first
        case (.int, .double), (.double, .int): .double
        case (.optional(let wrapped), _): join(wrapped, second).map { Self.isOptional($0) ? $0 : .optional($0) }
        case (_, .optional(let wrapped)): join(first, wrapped).map { Self.isOptional($0) ? $0 : .optional($0) }
        case (.array(let a), .array(let b)): join(a, b).map { .array($0) }
        default: nil
        }
    }

    func error(_ code: String, _ message: String, _ range: SourceRange) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, file: file, range: range)
    }
}

extension ExpressionChecker {
    static let bindingOutsideArgument =
        "a binding ('$') is only allowed where a view takes a binding, such as Toggle's 'isOn'"
    static let emptyArrayNeedsType = "an empty array '[]' needs a type from context"

    static func unknownName(_ name: String) -> String { "cannot find '\(name)' in scope" }

    static let infinityOutsideFrame =
        "'infinity' is allowed only as a frame's maxWidth or maxHeight (frame: {maxWidth: infinity}), not in an "
        + "expression"

    /// For `item`, the loop variable's default name, read inside a ForEach whose `as:` names it otherwise.
    func defaultLoopVariableHint(_ name: String) -> String? {
        guard name == "item", let loopVariable = scope.innermostLoopVariable else { return nil }
        return "; this ForEach names its loop variable '\(loopVariable.name)' with 'as:'"
    }

    /// A name in scope close to `name`. Inside a ForEach that leaves its loop variable the default `item`, a name
    /// close to none, or close only to a collection of the loop variable's type (`friend` beside `friends`), was
    /// more likely meant as the loop variable (`{friend.name}` without `as: friend`), and the hint says so.
    /// The did-you-mean for `name`, written at `range`, and the fix-it writing the name meant there, when the range
    /// holds the name alone (not a template spanning it, `isOn: "{onn}"`).
    /// For a case of the enum expected written without its dot (`status == onSale`): the case, as the fix-it; and
    /// for one misspelled too (`category == fod`), when no name in scope is close, the case it is close to.
    private func caseWithoutDotHint(
        _ name: String, expected: TypeRef?, fixIt: inout Diagnostic.FixIt?, at range: SourceRange
    ) -> String? {
        guard let enumType = expected?.nonOptional, let cases = types.cases(of: enumType) else { return nil }
        guard cases.contains(name) else {
            guard
                Suggestion.closest(to: name, amongEach: scope.suggestionCandidates(followedBy: Self.literalKeywords))
                    == nil,
                let near = Suggestion.closest(to: name, among: cases)
            else { return nil }
            fixIt = Diagnostic.FixIt(range: range, replacement: "." + near)
            return "; did you mean '.\(near)', a case of '\(enumType)'?"
        }
        fixIt = Diagnostic.FixIt(range: range, replacement: "." + name)
        return "; '\(name)' is a case of '\(enumType)': write '.\(name)'"
    }

    /// The name in scope, or the literal keyword, closest to `name`.
    func nearName(_ name: String) -> String? {
        Suggestion.closest(to: name, amongEach: scope.suggestionCandidates(followedBy: Self.literalKeywords))
    }

    /// The hint naming a name near `name`: one of a type that `fitting`, the type the place takes, accepts where
    /// there is one (`cond` for `cont` where a Bool goes, beside an Int `count`), else the nearest.
    func closeNameHint(
        _ name: String, fitting place: TypeRef? = nil, fixIt: inout Diagnostic.FixIt?, at range: SourceRange
    ) -> String {
        let fitting = place.map { place in scope.names { accepts(place, $0.type) } } ?? []
        let match = Suggestion.closest(to: name, among: fitting) ?? nearName(name)
        if let loopVariable = scope.innermostLoopVariable, loopVariable.name == "item",
            match.map({ scope.lookup($0)?.type == .array(loopVariable.type) }) ?? true
        {
            return "; inside this ForEach the element is 'item', unless 'as: \(name)' names it"
        }
        guard let match else { return "" }
        // `todo` beside an array `todos` is most often one of its elements, which the array is no substitute for.
        if case .array = scope.lookup(match)?.type, match.count > name.count, match.hasPrefix(name) {
            return "; did you mean '\(match)'? It is an array, whose elements a ForEach over it reads, named with "
                + "'as: \(name)'"
        }
        fixIt = .replacing(name, with: match, at: range)
        return "; did you mean '\(match)'?"
    }

    /// For `newValue` or `oldValue`, the parameters of SwiftUI's `onChange` closure, which an action does not have.
    static func onChangeValueHint(_ name: String) -> String? {
        guard name == "newValue" || name == "oldValue" else { return nil }
        return "; '\(name)' is a parameter of SwiftUI's 'onChange' closure, which the spec has not: an 'onChange' "
            + "action reads the value it watches by its name, which holds the new value, and no old one"
    }

    /// For `Status.done`, an enum case written with its type as Swift allows.
    static func caseWithType(_ type: String, _ name: String) -> String {
        "; the spec writes a case of '\(type)' without its type, as '.\(name)' where a '\(type)' is expected"
    }

    /// For `Status.allCases`, Swift's list of an enum's cases.
    static func allCases(_ type: String) -> String {
        "; the spec reads no member of a type, such as Swift's 'allCases': keep the cases in a state of type "
            + "'[\(type)]'"
    }

    /// For `Status.gone`, a case the enum does not have, written with its type.
    static func caseWithType(_ type: String, missing name: String) -> String {
        "; the spec writes a case of '\(type)' without its type, and '\(type)' has no case '\(name)'"
    }

    /// For an environment value the view reads without listing it.
    static func undeclaredEnvironment(_ name: String) -> String {
        "; '\(name)' is an environment value: list it under 'environment:' to read it"
    }

    /// For a name that matches a declaration only up to Unicode normalization.
    static func otherSpelling(_ declared: String) -> String {
        "; '\(declared)' is declared with other Unicode scalars (\(declared.scalarCodes)), and Swift matches names "
            + "scalar by scalar"
    }

    /// `otherSpelling` of the candidate that `name` matches only up to Unicode normalization, if there is one.
    static func equivalentSpelling(_ name: String, among candidates: [String]) -> String? {
        candidates.first { $0 == name }.map(otherSpelling)
    }

    static func nilNeedsOptional(_ expected: TypeRef?) -> String {
        guard let expected else { return "'nil' needs an optional type from context" }
        return "'nil' cannot be used where '\(expected)' is expected; only an optional can be nil"
    }

    static func caseNeedsContext(_ name: String) -> String {
        "cannot tell which enum '.\(name)' belongs to; compare it with a value of that enum"
    }

    static func caseWhereNotEnum(_ name: String, _ expected: TypeRef) -> String {
        "'.\(name)' is an enum case, but a value of type '\(expected)' is expected here"
    }

    /// Short names of the built-in enums' cases that other APIs use.
    static let caseAbbreviations = ["rtl": "rightToLeft", "ltr": "leftToRight"]

    static func unknownCase(_ name: String, _ type: TypeRef) -> String {
        "enum '\(type)' has no case '\(name)'"
    }

    static func arrayElementMismatch(_ actual: TypeRef, _ expected: TypeRef) -> String {
        "array elements must all have one type: found '\(actual)' among '\(expected)' elements"
    }

    /// For an optional where its wrapped type is expected (`disabled: flag` with a `Bool?` flag): the `??` that
    /// gives it a default, such as `flag ?? false`.
    func optionalHint(_ expression: Expression, _ actual: TypeRef, _ expected: TypeRef) -> String {
        guard actual == .optional(expected) else { return "" }
        let written = expression.pathText.map { "'\($0) ?? \(types.zeroValueDescription(expected))'" }
        return "; use '??' to give it a default first" + (written.map { ", such as " + $0 } ?? "")
    }

    static func mismatch(_ expression: Expression, _ actual: TypeRef, _ expected: TypeRef) -> String {
        "cannot use \(spelling(of: expression)) of type '\(actual)' where '\(expected)' is expected"
    }

    /// The literals spelled as words: `flase` is a typo of one of them as often as of a name.
    static let literalKeywords = SuggestionCandidates(["true", "false", "nil"])

    /// `yamlBooleanHint(_:)`, with the Bool it meant as the fix-it where the place takes a Bool.
    private func yamlBooleanHint(
        _ name: String, place: TypeRef?, fixIt: inout Diagnostic.FixIt?, at range: SourceRange
    ) -> String? {
        guard let hint = Self.yamlBooleanHint(name) else { return nil }
        if let place, accepts(place, .bool) {
            fixIt = .replacing(name, with: ["yes", "on"].contains(name.lowercased()) ? "true" : "false", at: range)
        }
        return hint
    }

    /// For `yes`, `no`, `on` and `off`, YAML 1.1's Booleans, which an expression reads as names.
    static func yamlBooleanHint(_ name: String) -> String? {
        let value: String
        switch name.lowercased() {
        case "yes", "on": value = "true"
        case "no", "off": value = "false"
        default: return nil
        }
        // An expression's quotes are YAML's, so `"no"` is the name `no` too; the hint holds either way.
        return "; '\(name)' is a Bool in neither Swift nor YAML 1.2: write '\(value)'"
    }

    /// For `null` (or `Null`, `NULL`, `~`'s word) in an expression: YAML's word for no value, which a literal
    /// writes and an expression writes as Swift's `nil`.
    private func nullHint(
        _ name: String, expected: TypeRef?, fixIt: inout Diagnostic.FixIt?, at range: SourceRange
    ) -> String? {
        guard name.lowercased() == "null", scope.lookup(name) == nil else { return nil }
        // Only an optional takes `nil`; where another type is expected, `nil` would be an error of its own.
        switch expected {
        case nil, .optional?: fixIt = .replacing(name, with: "nil", at: range)
        default: break
        }
        return "; an expression writes no value as 'nil' ('null' is a literal's word)"
    }

    /// How diagnostics name an expression: `'todo.title'` for names and fields, `'0.5'` and `'-1'` for numbers,
    /// `'"1"'` for a short string without interpolations or escapes, otherwise "this expression".
    static func spelling(of expression: Expression) -> String {
        (path(of: expression) ?? number(expression) ?? shortString(expression)).map { "'\($0)'" }
            ?? "this expression"
    }

    /// `"1"` for a string literal of up to 20 characters that reads as written: no interpolation, quote, backslash
    /// or control character.
    private static func shortString(_ expression: Expression) -> String? {
        guard case .string(let template) = expression.kind, let text = template.literalText, text.count <= 20,
            !text.unicodeScalars.contains(where: {
                $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control
            })
        else { return nil }
        return "\"\(text)\""
    }

    /// `0.5` or `-1` for a number literal, with or without its minus, nil for anything else.
    private static func number(_ expression: Expression) -> String? {
        switch expression.kind {
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .unary(.negate, let operand): number(operand).map { "-\($0)" }
        default: nil
        }
    }

    /// `todo.title` for a name followed by fields, nil for anything else.
    static func path(of expression: Expression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, let member): path(of: base).map { "\($0).\(member.name)" }
        case .binding(let target): path(of: target).map { "$\($0)" }
        case .integer(let value): "\(value)"
        case .boolean(let value): "\(value)"
        case .enumCase(let name): ".\(name)"
        default: nil
        }
    }
}
