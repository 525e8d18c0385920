import SpecUICompiler
import Testing

/// A template that is exactly the name of a String value shows the name, not the value; a warning says so.
@Suite struct NameAsTextTests {
    @Test func aStringNameWrittenAsATemplateIsWarnedAbout() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
              note: String?
            state:
              awayName: "Tigers"
              done: false
            body:
              - Text: 1️⃣title
              - Badge:
                  label: 2️⃣awayName
              - Button: "3️⃣note"
                action: done.toggle()
              - Text: "done"
              - Text: "{title} {note ?? awayName}"
                accessibilityIdentifier: "title"
              - if: done
                then:
                  - Text: "Title"
            """)
        let badge = """
            view: Badge
            props:
              label: String
            body:
              - Text: "{label}"
            """
        let result = checkSpecs([("Specs/Main.yaml", marked.text), ("Specs/Badge.yaml", badge)])
        func warning(_ name: String) -> String {
            "warning: '\(name)' is text here and shows as the word '\(name)'; to show the value of '\(name)', "
                + "write '\"{\(name)}\"' [name-as-text]"
        }
        #expect(
            result.lines == [
                "\(marked[1]): \(warning("title"))",
                "\(marked[2]): \(warning("awayName"))",
                "\(marked[3]): \(warning("note"))",
            ])
    }

    @Test func aNameShownAsTextIsNotAlsoUnused() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
              2️⃣subtitle: String
            state:
              label: "x"
            body:
              - Text: 1️⃣label
              - Text: "{title}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: 'label' is text here and shows as the word 'label'; to show the value of "
                    + "'label', write '\"{label}\"' [name-as-text]",
                "\(marked[2]): warning: prop 'subtitle' is never used [unused-prop]",
            ])
    }

    @Test func aPathWrittenAsATemplateIsWarnedAbout() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo:
                id: Int
                title: String
                done: Bool
            state:
              todos:
                type: "[Todo]"
                initial: [{ id: 1, title: "Buy milk", done: false }]
              title: "Tasks"
            body:
              - Text: 1️⃣title.uppercased()
              - Text: 2️⃣todos.count
              - Text: e.g.
              - Text: title.nope
              - Text: todos.first
              - ForEach: todos
                as: todo
                content:
                  - Text: 3️⃣todo.done
                  - Text: "{todo.title}"
            """)
        func warning(_ path: String) -> String {
            "warning: '\(path)' is text here and shows as the word '\(path)'; to show the value of '\(path)', "
                + "write '\"{\(path)}\"' [name-as-text]"
        }
        // Text that is no path of a value in scope, or of one a Text cannot show, is taken as the text it is.
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): \(warning("title.uppercased()"))",
                "\(marked[2]): \(warning("todos.count"))",
                "\(marked[3]): \(warning("todo.done"))",
            ])
    }

    @Test func aBindingWrittenAsATemplateIsWarnedAbout() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
            state:
              name: "Ann"
              todos: {type: "[Todo]", initial: []}
            body:
              - TextField: "Name"
                text: $name
              - Text: 1️⃣$name
              - Badge:
                  label: 2️⃣$name
              - ForEach: $todos
                as: todo
                content:
                  - Text: 3️⃣$todo.title
              - Text: $5
              - Text: $nope
            """)
        let badge = "view: Badge\nprops:\n  label: String\nbody:\n  - Text: \"{label}\"\n"
        func warning(_ path: String) -> String {
            "warning: '$\(path)' is text here and shows as written; a binding is handed to a control, not shown: "
                + "to show the value of '\(path)', write '\"{\(path)}\"' [name-as-text]"
        }
        // A dollar before anything that is no name in scope is text, as in a price.
        #expect(
            checkSpecs([("Specs/Main.yaml", marked.text), ("Specs/Badge.yaml", badge)]).lines == [
                "\(marked[1]): \(warning("name"))",
                "\(marked[2]): \(warning("name"))",
                "\(marked[3]): \(warning("todo.title"))",
            ])
    }

    @Test func theWarningCanBeDisabled() {
        let spec = "view: Main\nprops:\n  title: String\nbody:\n  - Text: title\n  - Text: \"{title}\"\n"
        let source = SpecSource(path: "Specs/Main.yaml", bytes: Array(spec.utf8))
        #expect(Pipeline.check([source]).diagnostics.map(\.code) == ["name-as-text"])
        let disabled = Pipeline.check([source], options: UnitChecker.Options(disabledWarnings: ["name-as-text"]))
        #expect(disabled.diagnostics == [])
    }
}
