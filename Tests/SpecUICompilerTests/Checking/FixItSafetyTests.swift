import SpecUICompiler
import Testing

/// A fix-it is offered only where applying it makes no new error by itself: where what it would write is not read
/// as the place needs, the diagnostic tells the fix and leaves the edit out.
@Suite struct FixItSafetyTests {
    /// `\(x)` in a template is told its braces; the braces are the fix-it only where `x` reads in that scope.
    @Test func aSwiftInterpolationGetsItsBracesOnlyWhereTheyRead() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 1
            body:
              - Text: "a 1️⃣\\\\(n) b"
              - Text: "c 2️⃣\\\\(x) d"
              - Text: "e 3️⃣\\\\(n,)"
            """)
        let warnings = checkSpec(marked).diagnostics.filter { $0.code == "swift-interpolation" }
        #expect(warnings.map(\.location) == [marked[1], marked[2], marked[3]])
        #expect(warnings.map { $0.fixIt?.replacement } == ["{n}", nil, nil])
    }

    /// In a unit left unchecked (another spec could not be read), a Swift interpolation's scope is not known: its
    /// braces are told, not offered.
    @Test func aSwiftInterpolationInAnUncheckedUnitGetsNoFixIt() {
        let main = SpecSource(
            path: "Specs/Main.yaml", bytes: Array("view: Main\nstate:\n  n: 1\nbody:\n  - Text: \"a \\\\(n)\"\n".utf8))
        let broken = SpecSource(path: "Specs/Other.yaml", bytes: Array("view: Other\nbody: [\n".utf8))
        for diagnostics in [Pipeline.diagnostics(of: [main, broken]), Pipeline.check([main, broken]).diagnostics] {
            let warning = diagnostics.first { $0.code == "swift-interpolation" }
            #expect(warning != nil)
            #expect(warning?.fixIt == nil)
        }
        #expect(Pipeline.diagnostics(of: [main]).first?.fixIt?.replacement == "{n}")
    }

    /// A record field run into its value (`{ id:3 }`) is told the space, as the fix-it, not renamed to the field,
    /// which would drop the value; the field is not also missing.
    @Test func aFieldRunIntoItsValueIsToldTheSpace() {
        let marked = MarkedText(
            """
            view: Main
            types:
              P: {id: Int}
            state:
              p:
                type: P
                initial: { 1️⃣id:2️⃣3 }
            body:
              - Text: "{p.id}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: record 'P' has no field 'id:3'; 'id:3' has no space after its ':', so YAML "
                    + "reads it as one word: write 'id: 3' [unknown-field]"
            ])
        #expect(
            result.diagnostics.first?.fixIt == Diagnostic.FixIt(range: SourceRange(at: marked[2]), replacement: " "))
    }

    /// A record field and its value without the `: ` between them (`{ done false }`) is told the colon, as the
    /// fix-it, not renamed to the field, which would leave it no value.
    @Test func aFieldWithoutItsColonIsToldTheColon() {
        let marked = MarkedText(
            """
            view: Main
            types:
              P: {id: Int, done: Bool}
            state:
              p:
                type: P
                initial: { id: 1, 1️⃣done2️⃣ false }
            body:
              - Text: "{p.id}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: record 'P' has no field 'done false'; write ': ' between 'done' and its value: "
                    + "'done: false' [unknown-field]"
            ])
        #expect(
            result.diagnostics.first?.fixIt == Diagnostic.FixIt(range: SourceRange(at: marked[2]), replacement: ":"))
    }

    /// An enum compared with a string literal that spells one of its cases (`mood == "happy"`) is told the case,
    /// written with its dot as the fix-it, the literal's quotes escaped or not.
    @Test func anEnumComparedWithItsCaseAsAStringIsToldTheCase() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Mood: [happy, sad]
            state:
              mood: {type: Mood, initial: .happy}
            body:
              - if: 'mood == 1️⃣"happy"2️⃣'
                then: [Text: a]
              - if: "3️⃣\\"sad\\"4️⃣ != mood"
                then: [Text: b]
            """)
        let result = checkSpec(marked)
        #expect(
            result.diagnostics.map(\.message) == [
                "binary operator '==' cannot be applied to operands of type 'Mood' and 'String'; compare with the "
                    + "case: write '.happy'",
                "binary operator '!=' cannot be applied to operands of type 'String' and 'Mood'; compare with the "
                    + "case: write '.sad'",
            ])
        #expect(
            result.diagnostics.map(\.fixIt) == [
                Diagnostic.FixIt(range: SourceRange(start: marked[1], end: marked[2]), replacement: ".happy"),
                Diagnostic.FixIt(range: SourceRange(start: marked[3], end: marked[4]), replacement: ".sad"),
            ])
        // So is one given where the enum is expected, as an assignment's value.
        let assigned = MarkedText(
            """
            view: Main
            types:
              Mood: [happy, sad]
            state:
              mood: {type: Mood, initial: .happy}
            body:
              - Button: "{mood}"
                action: mood = 1️⃣"sad"2️⃣
            """)
        let assignedResult = checkSpec(assigned)
        #expect(assignedResult.diagnostics.first?.message.hasSuffix("; write the case: '.sad'") == true)
        #expect(
            assignedResult.diagnostics.map(\.fixIt) == [
                Diagnostic.FixIt(range: SourceRange(start: assigned[1], end: assigned[2]), replacement: ".sad")
            ])
    }

    /// What a message spells out is the fix-it: an enum case without its dot, a quoted number, YAML 1.1's `yes`
    /// where a Bool goes (not where another type does).
    @Test func theValueAMessageSpellsOutIsItsFixIt() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Mood: [happy, sad]
            state:
              mood: {type: Mood, initial: 1️⃣happy}
              n: {type: Int, initial: 2️⃣"5"}
              d: {type: Double, initial: 3️⃣1_000}
            body:
              - Text: "{mood} {n} {d}"
                disabled: 4️⃣yes
              - Text: "{5️⃣yes}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == (1...5).map { marked[$0] })
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [".happy", "5", "1000", "true", nil])
    }

    /// A statement YAML read as a key and a value (`- best = a > b ? a : b`) is quoted whole, as the fix-it.
    @Test func aScalarReadAsAKeyAndAValueIsQuotedWhole() {
        let marked = MarkedText(
            """
            view: Main
            state:
              best: 0
              n: 0
            body:
              - Button: "{best}"
                action:
                  - 1️⃣best = n > best ? n : best2️⃣
                  - n += 1
            """)
        let result = checkSpec(marked)
        #expect(
            result.diagnostics.map(\.fixIt) == [
                Diagnostic.FixIt(
                    range: SourceRange(start: marked[1], end: marked[2]), replacement: "\"best = n > best ? n : best\"")
            ])
    }

    /// A near name or field of a statement's target is the fix-it only where the statement then checks, and a near
    /// name of a member's base only where it has that member.
    @Test func aStatementsTargetIsRenamedOnlyWhereTheStatementThenChecks() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, done: Bool, dane: Int}
            state:
              cond: false
              todos: {type: "[Todo]", initial: []}
            body:
              - Button: "a"
                action:
                  - 1️⃣cont += 1
                  - 2️⃣cont.toggle()
              - ForEach: $todos
                as: todo
                content:
                  - Button: "b"
                    action: todo.3️⃣dona += 1
              - Text: "{4️⃣todoss.first}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == (1...4).map { marked[$0] })
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, "cond", nil, nil])
    }

    /// The value in `.constant(...)` is the fix-it only where it is a literal of the binding's type.
    @Test func aConstantsValueIsTheFixItOnlyWhereItIsALiteralOfTheType() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Mood: [happy, sad]
            bindings:
              mood: Mood
              n: Int
            body:
              - Text: "{mood} {n}"
            previews:
              - name: P
                values: {mood: 1️⃣.constant(.sad), n: 2️⃣.constant(1 + 2)}
              - name: Q
                values: {mood: 3️⃣.constant(happy), n: 4️⃣.constant(1_000)}
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == (1...4).map { marked[$0] })
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [".sad", nil, nil, nil])
    }

    /// Fix-its withheld where what they make would not check: a Double length's unit (a length is an Int), a record
    /// list with a field twice, Swift's control flow quoted; an optional enum compared with a string is told its case.
    @Test func fixItsAreWithheldWhereWhatTheyMakeWouldNotCheck() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Dup: 1️⃣[id: Int, 5️⃣id: String]
              Mood: [happy, sad]
            state:
              n: 0
              opt: {type: "Mood?", initial: null}
            body:
              - Text: "{n}"
                padding: 1.52️⃣em
              - if: '3️⃣opt == "sad"'
                then: [Divider]
              - Button: "b"
                action:
                  - 4️⃣if n: n = 1
            """)
        let result = checkSpec(marked)
        // The decoder's diagnostics come before the checker's; the field written twice is a mistake of its own.
        #expect(result.diagnostics.map(\.location) == [1, 5, 2, 4, 3].map { marked[$0] })
        #expect(
            result.diagnostics.map(\.code) == [
                "expected-type-declaration", "duplicate-field", "invalid-number", "invalid-statement", "operator-type",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, nil, nil, nil, ".sad"])
        #expect(result.diagnostics[4].message.hasSuffix("compare with the case: write '.sad'"))
    }

    /// A length written with a unit (`12px`, `"8pt"`) has the unit removed, as the fix-it.
    @Test func aLengthsUnitIsRemoved() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - Text: "a"
                padding: 121️⃣px2️⃣
                cornerRadius: "83️⃣pt4️⃣"
            """)
        let result = checkSpec(marked)
        #expect(
            result.diagnostics.map(\.fixIt) == [
                Diagnostic.FixIt(range: SourceRange(start: marked[1], end: marked[2]), replacement: ""),
                Diagnostic.FixIt(range: SourceRange(start: marked[3], end: marked[4]), replacement: ""),
            ])
    }

    /// A binding's near name is one of the type it binds where there is one (`cond` for `cont`, beside an Int
    /// `count`), and, where only one of another type is near, it is told, not written.
    @Test func aBindingsNearNameIsOfTheTypeItBinds() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
              cond: false
            body:
              - Text: "{count} {cond}"
              - Toggle: "a"
                isOn: $1️⃣cont
              - Stepper: "b"
                value: $2️⃣cound
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2]])
        #expect(
            result.diagnostics.map(\.message) == [
                "cannot find 'cont' in scope; did you mean 'cond'?",
                "cannot find 'cound' in scope; did you mean 'count'?",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["cond", "count"])
    }

    /// Where a binding is made or a value changed, a near name that cannot change (a prop) is told, not written.
    @Test func aNearNameThatCannotChangeIsNotWrittenWhereAValueChanges() {
        let marked = MarkedText(
            """
            view: Main
            props:
              inOn: Bool
            state:
              count: 0
            body:
              - Toggle: "a"
                isOn: $1️⃣isOn
              - Button: "b"
                action: 2️⃣cont += 1
              - Text: "{inOn}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2]])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, "count"])
    }

    /// A key without a value that holds more than a name (`x:ّ 1`, whose colon a combining mark follows, read as one
    /// key) is told the field it may mean, not renamed to it: that would drop the value it holds.
    @Test func aKeyHoldingItsValueIsNotRenamedToAField() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Pt: {x: Int, y: Int}
            state:
              p: {type: Pt, initial: { 1️⃣x:\u{0651} 1, y: 2 }}
            body:
              - Text: "{p.x}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["unknown-field"])
        #expect(result.diagnostics.map(\.location) == [marked[1]])
        #expect(result.diagnostics.first?.fixIt == nil)
    }

    /// A near name of a type the place does not take is told, not written.
    @Test func aNearNameOfAnotherTypeIsNotTheFixIt() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
              isOn: false
            body:
              - if: 1️⃣coun
                then:
                  - Text: "{2️⃣coun}"
              - if: 3️⃣isOm
                then: []
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2], marked[3]])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, "count", "isOn"])
    }

    /// A path written without the `$` a binding takes gets it as the fix-it only where it binds the type the
    /// place binds.
    @Test func theDollarIsTheFixItOnlyForABindingOfTheTypeBound() {
        let marked = MarkedText(
            """
            view: Main
            state:
              flag: false
              name: ""
            body:
              - Toggle: "A"
                isOn: 1️⃣flag
              - Toggle: "B"
                isOn: 2️⃣name
              - Toggle: "C"
                isOn: 3️⃣nam
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2], marked[3]])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["$flag", nil, nil])
    }

    /// A near method is the fix-it where it takes the call's arguments with their labels: `removAll()` becomes
    /// `removeAll()`, `remve(at: 0)` `remove(at: 0)`; `upercased()` `uppercased()`, while `upercased(1)`, which
    /// no method of a String takes, is only told the name.
    @Test func aNearMethodIsTheFixItWhereItTakesTheArguments() throws {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
              todos: {type: "[String]", initial: []}
              name: "a"
            body:
              - Button: "a"
                action: on.1️⃣togle()
              - Button: "b"
                action: todos.2️⃣removAll()
              - Button: "c"
                action: "todos.3️⃣remve(at: 0)"
              - Button: "d"
                action: todos.4️⃣removeAl(1)
              - Text: "{name.5️⃣upercased()}"
              - Text: "{name.6️⃣upercased(1)}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == (1...6).map { marked[$0] })
        // The call with the near name must check too: `remove(id:)` needs elements with an `id`, and
        // `removeAll(where:)` a Bool field; a near method read without its call is written as one.
        let unfit = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
            state:
              nums: {type: "[Int]", initial: [1]}
              todos: {type: "[Todo]", initial: []}
              name: "a"
            body:
              - Button: "a"
                action: "nums.1️⃣remov(id: 1)"
              - Button: "b"
                action: "todos.2️⃣removeAl(where: title)"
              - Text: "{name.3️⃣lowercasd}"
            """)
        let unfitResult = checkSpec(unfit)
        #expect(unfitResult.diagnostics.map(\.location) == (1...3).map { unfit[$0] })
        #expect(unfitResult.diagnostics.map { $0.fixIt?.replacement } == [nil, nil, "lowercased()"])
        #expect(try #require(unfitResult.diagnostics.last).message.hasSuffix("did you mean 'lowercased()'?"))
        #expect(
            result.diagnostics.map { $0.fixIt?.replacement } == [
                "toggle", "removeAll", "remove", nil, "uppercased", nil,
            ])
    }

    /// A lowercase type or view name is not told to become a name that is taken (`text` as SwiftUI's `Text`).
    @Test func aLowercaseNameIsNotRenamedToATakenOne() {
        let marked = MarkedText("types:\n  1️⃣text: [a, b]\n  2️⃣mood: [x, y]\nview: Main\nbody: []\n")
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2]])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, "Mood"])
    }

    /// A colon run into what follows it gets the space as its fix-it only where the line then reads as a key and
    /// its value: not where the value starts a collection it does not close or is a quote that a quote inside ends
    /// early, nor on a key that has a value of its own (`fo:nt: title`, told its near name instead).
    @Test func theSpaceAfterAColonIsOfferedOnlyWhereTheLineThenReads() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣x:[ String
            body:
              - {2️⃣Text:"a"b"}
              - {3️⃣Text:a}
              - Text: a
                4️⃣fo:nt: title
              - {5️⃣Text:"a"}
            """)
        let diagnostics = checkSpec(marked).diagnostics
        #expect(diagnostics.map(\.location) == [marked[1], marked[2], marked[3], marked[4], marked[5]])
        #expect(diagnostics.map { $0.fixIt?.replacement } == [nil, nil, " ", "font", " "])
    }
}
