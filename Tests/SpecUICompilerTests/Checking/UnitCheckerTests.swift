import SpecUICompiler
import Testing

@Suite struct UnitCheckerTests {
    @Test func seedSpecsCheckClean() {
        let result = checkSpecs([
            ("Specs/CounterView.yaml", Seeds.counter),
            ("Specs/ConditionalView.yaml", Seeds.conditional),
            ("Specs/ChildView.yaml", Seeds.child),
            ("Specs/ParentView.yaml", Seeds.parent),
        ])
        #expect(result.lines == [])
        #expect(
            result.unit.viewsSortedByName.map(\.name.name) == [
                "ChildView", "ConditionalView", "CounterView", "ParentView",
            ])
        #expect(result.unit.view(named: "CounterView")?.state.first?.type == .int)
        #expect(result.unit.path(declaring: "ChildView") == "Specs/ChildView.yaml")
    }

    @Test func namesAreUniqueAcrossFiles() {
        let first = MarkedText("types:\n  1️⃣Todo:\n    id: Int\n")
        let second = MarkedText(
            "view: Todo\nbody:\n  - Text: \"x\"\n".replacingOccurrences(of: "view: Todo", with: "view: 2️⃣Todo"))
        let result = checkSpecs([("Specs/Types.yaml", first.text), ("Specs/Todo.yaml", second.text)])
        #expect(result.lines == ["\(second[2]): error: view 'Todo' is already declared in this unit [duplicate-name]"])
        #expect(result.notes == ["\(first[1]): note: 'Todo' is first declared here"])
        #expect(result.diagnostics.first?.notes.first?.file == "Specs/Types.yaml")
    }

    /// Which of two declarations of a type its uses mean is not known: the second is reported, and no use is
    /// checked against the first, so one mistake is one diagnostic.
    @Test func usesOfATypeDeclaredTwiceAreNotReportedAgainstEitherDeclaration() {
        let extra = MarkedText("types:\n  1️⃣Comment: [a, b]\n")
        let types = MarkedText("types:\n  2️⃣Comment: {id: Int, author: String, likes: Int}\n")
        let row = """
            view: Row
            props:
              comment: Comment
            body:
              - Text: "{comment.author} {comment.likes}"
            previews:
              - name: One
                values:
                  comment: {id: 1, author: "ann", likes: 2}
            """
        let result = checkSpecs([
            ("Specs/Extra.yaml", extra.text), ("Specs/Types.yaml", types.text), ("Specs/Row.yaml", row),
        ])
        #expect(
            result.lines == ["\(types[2]): error: type 'Comment' is already declared in this unit [duplicate-name]"])
        #expect(result.notes == ["\(extra[1]): note: 'Comment' is first declared here"])
    }

    @Test func usesOfAViewRejectedForItsNameAreNotUnknownViews() {
        let types = MarkedText("types:\n  1️⃣Row: {id: Int}\n")
        let row = MarkedText("view: 2️⃣Row\nprops:\n  title: String\nbody:\n  - Text: \"{title}\"\n")
        let main = "view: Main\nstate:\n  c: 0\nbody:\n  - Row: {title: \"{c}\"}\n"
        let result = checkSpecs([
            ("Specs/Types.yaml", types.text), ("Specs/Row.yaml", row.text), ("Specs/Main.yaml", main),
        ])
        #expect(result.lines == ["\(row[2]): error: view 'Row' is already declared in this unit [duplicate-name]"])
        #expect(result.notes == ["\(types[1]): note: 'Row' is first declared here"])
    }

    @Test func viewFileNamesDifferingOnlyInCaseCollide() {
        let foo = MarkedText("view: 1️⃣Foo\nbody:\n  - Text: \"x\"\n")
        let upper = MarkedText("view: 2️⃣FOO\nbody:\n  - Text: \"x\"\n")
        let types = MarkedText("view: 3️⃣TYPES\nbody:\n  - Text: \"x\"\n")
        let registry = MarkedText("view: 4️⃣PreviewRegistrY\nbody:\n  - Text: \"x\"\n")
        let result = checkSpecs([
            ("Specs/Foo.yaml", foo.text), ("Specs/FOO.yaml", upper.text), ("Specs/TYPES.yaml", types.text),
            ("Specs/PreviewRegistrY.yaml", registry.text),
        ])
        let ignoringCase = "which a file system that ignores case (macOS's default) takes for"
        #expect(
            result.lines == [
                "\(upper[2]): error: view 'FOO' is written to 'FOO.swift', \(ignoringCase) 'Foo.swift'; rename the "
                    + "view [file-name-collision]",
                "\(types[3]): error: view 'TYPES' is written to 'TYPES.swift', \(ignoringCase) the generated "
                    + "'Types.swift'; rename the view [file-name-collision]",
                "\(registry[4]): error: view 'PreviewRegistrY' is written to 'PreviewRegistrY.swift', \(ignoringCase) "
                    + "the generated 'PreviewRegistry.swift'; rename the view [file-name-collision]",
            ])
        #expect(result.notes == ["\(foo[1]): note: 'Foo.swift' is written for this view"])
        #expect(result.diagnostics.first?.file == "Specs/FOO.yaml")
        #expect(result.diagnostics.first?.notes.first?.file == "Specs/Foo.yaml")
    }

    @Test func unknownTypeSuggestsDeclaredOrBuiltinName() {
        let marked = MarkedText(
            """
            view: Main
            props:
              count: 1️⃣Itn
              todos: "[2️⃣Tod]"
            types:
              Todo:
                id: Int
                done: 3️⃣Boolean
            body:
              - Text: "{count} {todos.count}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[3]): error: unknown type 'Boolean'; did you mean 'Bool'? [unknown-type]",
                "\(marked[1]): error: unknown type 'Itn'; did you mean 'Int'? [unknown-type]",
                "\(marked[2]): error: unknown type 'Tod'; did you mean 'Todo'? [unknown-type]",
            ])
    }

    @Test func swiftNamesOfTheLanguagesTypesSuggestThem() {
        let marked = MarkedText(
            """
            view: Main
            props:
              price: 1️⃣Float
              ids: "[2️⃣Int64]?"
              width: 3️⃣CGFloat
            state:
              initial:
                type: 4️⃣Character
                initial: "a"
            body:
              - Text: "{price} {ids} {width} {initial}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: unknown type 'Float'; did you mean 'Double'? [unknown-type]",
                "\(marked[2]): error: unknown type 'Int64'; did you mean 'Int'? [unknown-type]",
                "\(marked[3]): error: unknown type 'CGFloat'; did you mean 'Double'? [unknown-type]",
                "\(marked[4]): error: unknown type 'Character'; did you mean 'String'? [unknown-type]",
            ])
    }

    @Test func anUnknownTypeIsReportedAtItsNameInEveryForm() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, next: [1️⃣Tod]}
            props:
              a: "[ 2️⃣Tod ]?"
              b: [3️⃣Tod]
            state:
              c: {type: "[4️⃣Tod]", initial: []}
            body:
              - Text: "{a} {b} {c}"
            """)
        let message = "error: unknown type 'Tod'; did you mean 'Todo'? [unknown-type]"
        let result = checkSpec(marked)
        #expect(result.lines == (1...4).map { "\(marked[$0]): \(message)" })
        #expect(result.diagnostics.map(\.range.end.column) == (1...4).map { marked[$0].column + 3 })
    }

    @Test func recordContainingItselfByValueIsAnError() {
        let marked = MarkedText(
            """
            types:
              Node:
                next: "1️⃣Node?"
                children: "[Node]"
              Pair:
                left: 2️⃣Leaf
              Leaf:
                owner: 3️⃣Pair
            """)
        let result = checkSpecs([("Specs/Types.yaml", marked.text)])
        #expect(
            result.lines == [
                "\(marked[1]): error: record 'Node' contains itself by value through 'next' (Node → Node); "
                    + "store it in an array such as '[Node]' instead [recursive-type]",
                "\(marked[2]): error: record 'Pair' contains itself by value through 'left' (Pair → Leaf → Pair); "
                    + "store it in an array such as '[Pair]' instead [recursive-type]",
                "\(marked[3]): error: record 'Leaf' contains itself by value through 'owner' (Leaf → Pair → Leaf); "
                    + "store it in an array such as '[Leaf]' instead [recursive-type]",
            ])
    }

    @Test func aChainOfRecordsAsLongAsTheUnitIsFollowedToItsEnd() {
        // T0 holds T1 holds ... T19999 holds an Int, and U holds itself through V at the end of a chain of W's.
        func chain(_ name: String, _ count: Int, marking marked: Int, with marker: String) -> String {
            (0..<count).map { "  \(name)\($0): {next: \($0 == marked ? marker : "")\(name)\($0 + 1)}\n" }.joined()
                + "  \(name)\(count): {value: Int}\n"
        }
        let marked = MarkedText(
            "types:\n" + chain("T", 20_000, marking: 19_744, with: "3️⃣") + "  U: {v: 1️⃣V}\n  V: {w: W0, u: 2️⃣U}\n"
                + chain("W", 5_000, marking: 4_744, with: "4️⃣"))
        let tooDeep =
            "nests records by value more than 256 levels deep through 'next'; store one level in an array instead"
        #expect(
            checkSpecs([("Specs/Types.yaml", marked.text)]).lines == [
                "\(marked[3]): error: record 'T19744' \(tooDeep) [nesting-too-deep]",
                "\(marked[1]): error: record 'U' contains itself by value through 'v' (U → V → U); "
                    + "store it in an array such as '[U]' instead [recursive-type]",
                "\(marked[2]): error: record 'V' contains itself by value through 'u' (V → U → V); "
                    + "store it in an array such as '[V]' instead [recursive-type]",
                "\(marked[4]): error: record 'W4744' \(tooDeep) [nesting-too-deep]",
            ])
    }

    @Test func recordsNestedByValuePastTheLimitAreReportedWhereTheChainGoesPast() {
        // T300 holds an Int; T45 nests 256 records by value (itself included), so T44 goes past the limit.
        let chain = (0..<300).map { "  T\($0): {next: \($0 == 44 ? "1️⃣" : "")T\($0 + 1)}\n" }.joined()
        let marked = MarkedText("types:\n" + chain + "  T300: {value: Int}\n  Box: {items: \"[T0]\"}\n")
        #expect(
            checkSpecs([("Specs/Types.yaml", marked.text)]).lines == [
                "\(marked[1]): error: record 'T44' nests records by value more than 256 levels deep through 'next'; "
                    + "store one level in an array instead [nesting-too-deep]"
            ])
    }

    @Test func disabledWarningsAreDropped() {
        let marked = MarkedText("view: Main\nprops:\n  title: String\nbody:\n  - Text: \"x\"\n")
        #expect(checkSpec(marked).lines.count == 1)
        let quiet = checkSpec(marked, options: UnitChecker.Options(disabledWarnings: ["unused-prop"]))
        #expect(quiet.lines == [])
    }

    @Test func viewContainingItselfIsAnError() {
        let a = MarkedText("view: A\nbody:\n  - 1️⃣B: {}\n")
        let b = MarkedText("view: B\nbody:\n  - VStack:\n      - 2️⃣A: {}\n")
        let c = MarkedText("view: C\nbody:\n  - 3️⃣C: {}\n")
        let result = checkSpecs([("Specs/A.yaml", a.text), ("Specs/B.yaml", b.text), ("Specs/C.yaml", c.text)])
        #expect(
            result.lines == [
                "\(a[1]): error: view 'A' contains itself through A → B → A [recursive-view]",
                "\(b[2]): error: view 'B' contains itself through B → A → B [recursive-view]",
                "\(c[3]): error: view 'C' contains itself without end; a view may use itself only inside a 'ForEach' over "
                    + "part of its own prop or binding, handing that parameter the element ('ForEach: "
                    + "folder.children' with 'as: child', then 'folder: child') [recursive-view]",
            ])
    }

    @Test func aLoopAtTheEndOfALongChainOfViewsIsReportedAtItsTwoUses() {
        // V0 uses V1, ..., V199 uses V198 again: only the last two views form a loop.
        let count = 200
        let specs = (0..<count).map { index -> (String, String) in
            let used = index == count - 1 ? index - 1 : index + 1
            return ("Specs/V\(index).yaml", "view: V\(index)\nbody:\n  - V\(used): {}\n")
        }
        #expect(
            checkSpecs(specs).lines == [
                "3:5: error: view 'V198' contains itself through V198 → V199 → V198 [recursive-view]",
                "3:5: error: view 'V199' contains itself through V199 → V198 → V199 [recursive-view]",
            ])
    }
}

/// The seed's four examples (SPEC-LANGUAGE §8).
enum Seeds {
    static let counter = """
        view: CounterView
        state:
          count: 0
        body:
          - VStack:
              - Text: "العداد: {count}"
                font: largeTitle
              - Button: "زيادة"
                action: count += 1
                padding: true
                background: blue
                foregroundColor: white
                cornerRadius: 8
        """

    static let conditional = """
        view: ConditionalView
        props:
          isReady: Bool
        body:
          - if: isReady
            then:
              - Text: "جاهز"
                foregroundColor: green
            else:
              - ProgressView
        """

    static let child = """
        view: ChildView
        props:
          name: String
        body:
          - Text: "مرحباً، {name}!"
        """

    static let parent = """
        view: ParentView
        body:
          - ChildView:
              name: "Alice"
        """
}
