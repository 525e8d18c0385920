import SpecUICompiler
import Testing

@Suite struct ViewNameCheckingTests {
    @Test func loopVariableMustNotShadowAMember() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣tags: "[String]"
            body:
              - ForEach: tags
                id: self
                as: 2️⃣tags
                content:
                  - Text: "{tags}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines.first
                == "\(marked[2]): error: loop variable 'tags' shadows the prop 'tags'; choose another name with 'as:' [shadowed-name]"
        )
        #expect(result.notes.first == "\(marked[1]): note: 'tags' is first declared here")
    }

    /// A row extracted into a view of its own has its loop variable as a member, so `_name` beside a wrapped `name`
    /// (state, a binding, an environment value, a row binding) is reserved for it as for any member; beside a prop,
    /// which is no wrapper, it is free.
    @Test func loopVariableMustNotBeAWrappersStorage() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
            bindings:
              on: Bool
            state:
              count: 0
              rows: {type: "[[Int]]", initial: [[1]]}
            body:
              - ForEach: $rows
                id: self
                as: 1️⃣_count
                content:
                  - ForEach: _count
                    id: self
                    as: 2️⃣_on
                    content: [Text: "{_on} {count} {on}"]
              - ForEach: rows
                id: self
                as: _title
                content: [Text: "{_title.count} {title}"]
            """)
        let storage = "cannot name a loop variable: it is the storage Swift declares for"
        #expect(
            checkSpec(marked).lines.filter { $0.hasSuffix("[reserved-name]") } == [
                "\(marked[1]): error: '_count' \(storage) state value 'count' [reserved-name]",
                "\(marked[2]): error: '_on' \(storage) binding 'on' [reserved-name]",
            ])
    }
}

@Suite struct TypeShadowingMemberTests {
    @Test func memberNamedLikeAGeneratedTypeIsReserved() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣Text: String
            bindings:
              2️⃣VStack: Bool
            state:
              3️⃣Double: 1
            body:
              - Text: "{Text} {VStack} {Double}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: 'Text' cannot name a prop: the generated view would read it where it means the type 'Text' [reserved-name]",
                "\(marked[2]): error: 'VStack' cannot name a binding: the generated view would read it where it means the type 'VStack' [reserved-name]",
                "\(marked[3]): error: 'Double' cannot name a state: the generated view would read it where it means the type 'Double' [reserved-name]",
            ])
    }

    /// A member whose name is reported is not also told it is never read: one mistake, one diagnostic.
    @Test func aReservedMemberThatIsNeverReadIsReportedOnce() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣Text: String
            state:
              2️⃣Double: 1
              3️⃣spare: 0
            body:
              - Spacer
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'Text' cannot name a prop: the generated view would read it where it means the "
                    + "type 'Text' [reserved-name]",
                "\(marked[2]): error: 'Double' cannot name a state: the generated view would read it where it means "
                    + "the type 'Double' [reserved-name]",
                "\(marked[3]): warning: state 'spare' is never read [unused-state]",
            ])
    }

    @Test func memberOrLoopVariableNamedLikeAViewOrTypeOfTheUnitIsReserved() {
        let main = MarkedText(
            """
            view: Main
            props:
              1️⃣Child: Int
            state:
              todos:
                type: "[Todo]"
                initial: []
            body:
              - ForEach: todos
                as: 2️⃣Todo
                content:
                  - Text: "{Todo.title} {Child}"
            """)
        let child = MarkedText(
            """
            view: 3️⃣Child
            body:
              - Text: "child"
            """)
        let types = MarkedText(
            """
            types:
              4️⃣Todo: {id: Int, title: String}
            """)
        let result = checkSpecs([
            ("Specs/Main.yaml", main.text), ("Specs/Child.yaml", child.text), ("Specs/Types.yaml", types.text),
        ])
        #expect(
            result.lines == [
                "\(main[1]): error: 'Child' cannot name a prop: the generated view would read it where it means the view 'Child' [reserved-name]",
                "\(main[2]): error: 'Todo' cannot name a loop variable: the generated view would read it where it means the type 'Todo' [reserved-name]",
            ])
        #expect(
            result.notes == [
                "\(child[3]): note: 'Child' is declared here", "\(types[4]): note: 'Todo' is declared here",
            ])
    }
}
