import SpecUICompiler
import Testing

@Suite struct ExpressionCheckerTests {
    typealias Fixture = CheckerFixture

    @Test func boundsOfOneOtherTypeAreOneMismatchOfTheRange() {
        let marked = "1️⃣0.5...1.5"
        #expect(
            Fixture.expression(MarkedText(marked).text, expected: .int, allowsRange: true).diagnostics == [
                Fixture.expected(
                    marked, "cannot use a range of 'Double' where a range of 'Int' is expected", code: "type-mismatch")
            ])
        let mixed = "0...1️⃣draft"
        #expect(
            Fixture.expression(MarkedText(mixed).text, expected: .int, allowsRange: true).diagnostics == [
                Fixture.expected(
                    mixed, "cannot use 'draft' of type 'String' where 'Int' is expected", code: "type-mismatch")
            ])
    }

    @Test(arguments: [
        ("42", TypeRef.int),
        ("0.5", .double),
        ("true", .bool),
        ("\"Hi {name}\"", .string),
        ("count", .int),
        ("todos.count", .int),
        ("todos.isEmpty", .bool),
        ("draft.isEmpty", .bool),
        ("name.count", .int),
        ("name.uppercased()", .string),
        ("name.lowercased()", .string),
        ("count + 1", .int),
        ("ratio * 2", .double),
        ("2 * ratio", .double),
        ("1 + 0.5", .double),
        ("-ratio", .double),
        ("count % 3", .int),
        ("draft + name", .string),
        ("count >= 10", .bool),
        ("draft < name", .bool),
        ("status == .loaded", .bool),
        (".failed != status", .bool),
        ("nickname == nil", .bool),
        ("nickname == \"x\"", .bool),
        ("nickname ?? name", .string),
        ("limit ?? 0", .int),
        ("!isReady && isOn || false", .bool),
        ("isReady ? 1.0 : 0.5", .double),
        ("isReady ? 1 : 0.5", .double),
        ("isReady ? nickname : \"\"", .optional(.string)),
        ("isReady ? nil : name", .optional(.string)),
        ("isReady ? count : nil", .optional(.int)),
        ("(isReady ? nil : name) == nickname", .bool),
        ("isReady ? nil : nickname", .optional(.string)),
        ("[1, 2]", .array(.int)),
        ("[1, 2.5]", .array(.double)),
        ("[2.5, 1]", .array(.double)),
        ("[1, limit]", .array(.optional(.int))),
        ("[limit, 1]", .array(.optional(.int))),
        ("[nil, 1]", .array(.optional(.int))),
        ("[[1], [2.5]]", .array(.array(.double))),
        ("[.loaded, status]", .array(.named("Status"))),
        ("(isReady ? .loaded : .failed) == status", .bool),
        ("[\"a\", name]", .array(.string)),
        ("Todo(id: 3, title: \"x\", done: false)", .named("Todo")),
        ("layoutDirection == .rightToLeft", .bool),
        ("(count + 1) * 2", .int),
    ])
    func typesValidExpressions(source: String, type: TypeRef) {
        let result = Fixture.expression(source)
        #expect(result.diagnostics == [])
        #expect(result.type == type)
    }

    @Test(arguments: [
        ("1", TypeRef.double, TypeRef.double),
        ("-1", .double, .double),
        ("nil", .optional(.string), .optional(.string)),
        (".loading", .named("Status"), .named("Status")),
        ("[]", .array(.named("Todo")), .array(.named("Todo"))),
        ("[1, 2]", .array(.double), .array(.double)),
        ("name", .optional(.string), .string),
        ("isReady ? .loaded : .failed", .named("Status"), .named("Status")),
    ])
    func literalsTakeTheirTypeFromContext(source: String, expected: TypeRef, type: TypeRef) {
        let result = Fixture.expression(source, expected: expected)
        #expect(result.diagnostics == [])
        #expect(result.type == type)
    }

    @Test func fillsTheTypeOfEveryNode() throws {
        let tree = try #require(Fixture.expression("todos.count + 1").tree)
        guard case .binary(.add, let lhs, let rhs) = tree.kind, case .member(let base, _) = lhs.kind else {
            Issue.record("unexpected tree")
            return
        }
        #expect([tree.type, lhs.type, rhs.type, base.type] == [.int, .int, .int, .array(.named("Todo"))])
    }

    @Test func acceptsARangeOnlyWhereAllowed() {
        let allowed = Fixture.expression("0...count", expected: .int, allowsRange: true)
        #expect(allowed.diagnostics == [])
        #expect(allowed.type == .int)
        let marked = "1️⃣0..<10"
        #expect(
            Fixture.expression(MarkedText(marked).text).diagnostics == [
                Fixture.expected(
                    marked, "a range is only allowed as Stepper's 'in' argument, such as '0...10'",
                    code: "range-not-allowed")
            ])
    }

    @Test(arguments: [
        ("1️⃣cuont", "cannot find 'cuont' in scope; did you mean 'count'?", "unknown-name"),
        ("1️⃣zzz + 1", "cannot find 'zzz' in scope", "unknown-name"),
        ("1️⃣cnt + 1", "cannot find 'cnt' in scope; did you mean 'count'?", "unknown-name"),
        ("todos.1️⃣cout", "value of type '[Todo]' has no member 'cout'; did you mean 'count'?", "unknown-member"),
        ("count.1️⃣isEmpty", "value of type 'Int' has no member 'isEmpty'", "unknown-member"),
        (
            "nickname.1️⃣count",
            "value of optional type 'String?' must be unwrapped to use 'count'; use '??' to give a default first",
            "optional-member"
        ),
        ("name.1️⃣uppercased", "'uppercased' is a method; call it as 'name.uppercased()'", "unknown-member"),
        (
            "name.1️⃣upercased()", "value of type 'String' has no method 'upercased'; did you mean 'uppercased'?",
            "unknown-member"
        ),
        ("todos.1️⃣count()", "'count' is a property; write it without '()'", "unknown-member"),
        ("todos.1️⃣append(x)", "'append' changes its list; it can only be used as an action statement", "unknown-member"),
        (
            "isReady.1️⃣toggle()", "'toggle' changes its value; it can only be used as an action statement",
            "unknown-member"
        ),
        (
            "isReady.1️⃣toggle", "'toggle' changes its value; it can only be used as an action statement",
            "unknown-member"
        ),
        ("1️⃣name.uppercased(1)", "'uppercased()' takes no arguments", "wrong-arguments"),
        (
            "1️⃣.loaded", "cannot tell which enum '.loaded' belongs to; compare it with a value of that enum",
            "enum-case-without-context"
        ),
        ("status == 1️⃣.loadd", "enum 'Status' has no case 'loadd'; did you mean 'loaded'?", "unknown-enum-case"),
        ("count == 1️⃣.loaded", "'.loaded' is an enum case, but a value of type 'Int' is expected here", "type-mismatch"),
        ("1️⃣nil", "'nil' needs an optional type from context", "nil-without-optional"),
        (
            "count == 1️⃣nil", "'nil' cannot be used where 'Int' is expected; only an optional can be nil",
            "nil-without-optional"
        ),
        (
            "1️⃣count + ratio",
            "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'; Swift does not mix Int and Double, so make both the same type",
            "operator-type"
        ),
        (
            "1️⃣count + name", "binary operator '+' cannot be applied to operands of type 'Int' and 'String'",
            "operator-type"
        ),
        (
            "1️⃣ratio % 2",
            "binary operator '%' cannot be applied to operands of type 'Double' and 'Double'; '%' needs Int operands",
            "operator-type"
        ),
        (
            "1️⃣isReady < isOn", "binary operator '<' cannot be applied to operands of type 'Bool' and 'Bool'",
            "operator-type"
        ),
        (
            "1️⃣status < status", "binary operator '<' cannot be applied to operands of type 'Status' and 'Status'",
            "operator-type"
        ),
        (
            "1️⃣limit + 1",
            "binary operator '+' cannot be applied to operands of type 'Int?' and 'Int'; use '??' to give the optional a default first",
            "operator-type"
        ),
        ("1️⃣count && isReady", "cannot use 'count' of type 'Int' where 'Bool' is expected", "type-mismatch"),
        ("1️⃣!count", "unary operator '!' needs a Bool, but 'count' is 'Int'", "operator-type"),
        ("1️⃣-draft", "unary operator '-' needs an Int or a Double, but 'draft' is 'String'", "operator-type"),
        ("1️⃣count ? 1 : 2", "cannot use 'count' of type 'Int' where 'Bool' is expected", "type-mismatch"),
        (
            "1️⃣isReady ? 1 : \"a\"", "result values in '? :' expression have mismatching types 'Int' and 'String'",
            "type-mismatch"
        ),
        ("nickname ?? 1️⃣count", "cannot use 'count' of type 'Int' where 'String' is expected", "type-mismatch"),
        ("[1, 1️⃣\"a\"]", "array elements must all have one type: found 'String' among 'Int' elements", "type-mismatch"),
        (
            "1️⃣infinity",
            "'infinity' is allowed only as a frame's maxWidth or maxHeight (frame: {maxWidth: infinity}), "
                + "not in an expression", "infinity-not-allowed"
        ),
        (
            "ratio < 1️⃣Double.infinity",
            "'infinity' is allowed only as a frame's maxWidth or maxHeight (frame: {maxWidth: infinity}), "
                + "not in an expression", "infinity-not-allowed"
        ),
        (
            "ratio < 1️⃣.infinity",
            "'infinity' is allowed only as a frame's maxWidth or maxHeight (frame: {maxWidth: infinity}), "
                + "not in an expression", "infinity-not-allowed"
        ),
        (
            "[1️⃣count, 2.5]", "array elements must all have one type: found 'Int' among 'Double' elements",
            "type-mismatch"
        ),
        ("1️⃣[]", "an empty array '[]' needs a type from context", "empty-array-without-context"),
        (
            "1️⃣$count",
            "a binding ('$') is only allowed where a view takes a binding, such as Toggle's 'isOn'; to read its value, "
                + "write 'count'",
            "binding-not-allowed"
        ),
        ("1️⃣Tood(id: 1)", "cannot find type 'Tood'; did you mean 'Todo'?", "unknown-type"),
        ("1️⃣print(1)", "'print(...)' is not a record construction; expressions cannot call functions", "not-a-record"),
        (
            "1️⃣Double(count) / 100.0",
            "'Double(...)' is a conversion, and expressions cannot call functions; Int and Double do not mix, so "
                + "declare the value with the type it is used as", "not-a-record"
        ),
        (
            "1️⃣String(count)",
            "'String(...)' is a conversion, and expressions cannot call functions; interpolate the value into a "
                + "string literal instead, such as \"{count}\"", "not-a-record"
        ),
        (
            "1️⃣Bool(count)",
            "'Bool(...)' is a conversion, and expressions cannot call functions; compare the value instead, such as "
                + "'count > 0'", "not-a-record"
        ),
        ("1️⃣Status(x: 1)", "'Status' is an enum; write one of its cases such as '.loading'", "not-a-record"),
        (
            "1️⃣Todo(id: 1, title: \"x\")",
            "missing argument for field 'done' of type 'Bool' in the construction of 'Todo'", "record-argument"
        ),
        (
            "Todo(id: 1, 1️⃣titel: \"x\", done: true)", "'Todo' has no field 'titel'; did you mean 'title'?",
            "record-argument"
        ),
        (
            "Todo(id: 1, 1️⃣\"x\", done: true)",
            "missing argument label in the construction of 'Todo'; write 'title: ...'", "record-argument"
        ),
        (
            "Todo(id: 1, done: true, 1️⃣title: \"x\")",
            "argument 'title' must precede argument 'done', in the order the fields are declared",
            "record-argument"
        ),
        (
            "Todo(id: 1, title: 1️⃣2, done: true)", "cannot use '2' of type 'Int' where 'String' is expected",
            "type-mismatch"
        ),
    ])
    func reportsTypeErrors(marked: String, message: String, code: String) {
        let result = Fixture.expression(MarkedText(marked).text)
        #expect(result.type == nil)
        #expect(result.diagnostics == [Fixture.expected(marked, message, code: code)])
    }

    /// A misspelled record type or field in a construction gets its near spelling as the fix-it, as in a declaration.
    @Test func aMisspelledRecordTypeOrFieldInAConstructionIsFixed() throws {
        for (text, replacement) in [("Tood(id: 1)", "Todo"), ("Todo(id: 1, titel: \"x\", done: true)", "title")] {
            var diagnostics: [Diagnostic] = []
            let parsed = try #require(
                ExpressionParser.parseExpression(text, file: Fixture.file, diagnostics: &diagnostics))
            _ = Fixture.checker.check(parsed, expected: nil, diagnostics: &diagnostics)
            #expect(diagnostics.map { $0.fixIt?.replacement } == [replacement])
        }
    }

    @Test func eachUnlabeledRecordArgumentIsToldItsOwnLabel() {
        let marked = MarkedText("Todo(1️⃣1, 2️⃣\"x\", 3️⃣false)")
        let result = Fixture.expression(marked.text)
        let message = "missing argument label in the construction of 'Todo'; write"
        #expect(
            result.diagnostics == [
                "\(marked[1]): \(message) 'id: ...' [record-argument]",
                "\(marked[2]): \(message) 'title: ...' [record-argument]",
                "\(marked[3]): \(message) 'done: ...' [record-argument]",
            ])
    }

    @Test func checksAgainstTheExpectedType() {
        let marked = "1️⃣draft"
        let result = Fixture.expression(MarkedText(marked).text, expected: .bool)
        #expect(
            result.diagnostics == [
                Fixture.expected(
                    marked, "cannot use 'draft' of type 'String' where 'Bool' is expected", code: "type-mismatch")
            ])
    }

    @Test func anArrayElementOfAnotherTypeThanTheContextsIsAMismatchWithIt() {
        for (marked, expected) in [("[\"a\", 1️⃣1]", TypeRef.array(.string)), ("[1️⃣count]", .optional(.array(.string)))] {
            let found = marked.contains("count") ? "'count'" : "'1'"
            #expect(
                Fixture.expression(MarkedText(marked).text, expected: expected).diagnostics == [
                    Fixture.expected(
                        marked, "cannot use \(found) of type 'Int' where 'String' is expected", code: "type-mismatch")
                ])
        }
    }

    @Test func anOptionalWhereItsWrappedTypeIsExpectedIsToldToGiveItADefault() {
        let cases: [(String, TypeRef, String)] = [
            (
                "1️⃣limit", .int,
                "cannot use 'limit' of type 'Int?' where 'Int' is expected; use '??' to give it a "
                    + "default first, such as 'limit ?? 0'"
            ),
            (
                "1️⃣(limit)", .int,
                "cannot use this expression of type 'Int?' where 'Int' is expected; use '??' to give "
                    + "it a default first"
            ),
            ("1️⃣limit", .string, "cannot use 'limit' of type 'Int?' where 'String' is expected"),
        ]
        for (marked, expected, message) in cases {
            #expect(
                Fixture.expression(MarkedText(marked).text, expected: expected).diagnostics == [
                    Fixture.expected(marked, message, code: "type-mismatch")
                ])
        }
    }

    @Test func warnsWhenCoalescingANonOptional() {
        let marked = "1️⃣count ?? 0"
        let result = Fixture.expression(MarkedText(marked).text)
        #expect(result.type == .int)
        #expect(
            result.diagnostics == [
                Fixture.expected(
                    marked,
                    "warning: left side of '??' has non-optional type 'Int', so the right side is never used",
                    code: "non-optional-coalescing")
            ])
    }

    @Test func readsLoopVariables() {
        let checker = Fixture.inLoop(binding: false)
        #expect(Fixture.expression("todo.title.isEmpty", checker: checker).type == .bool)
        #expect(Fixture.expression("\"{todo.id}\"", checker: checker).diagnostics == [])
    }

    @Test func reportsReferencedNames() throws {
        let tree = try #require(Fixture.expression("todos.count + (isReady ? count : 0) + \"{draft}\".count").tree)
        #expect(tree.referencedNames == ["todos", "isReady", "count", "draft"])
        let construct = try #require(Fixture.expression("Todo(id: count, title: name, done: false)").tree)
        #expect(construct.referencedNames == ["count", "name"])
        #expect(construct.references("count"))
        #expect(!construct.references("todo"))
    }
}
