import SpecUICompiler
import Testing

@Suite struct TypedBodyTests {
    private static let todoApp = """
        view: TodoView
        types:
          Todo: { id: Int, title: String, done: Bool }
          Filter: [all, active, done]
        props:
          heading: String
        bindings:
          filter: Filter
        state:
          todos:
            type: "[Todo]"
            initial:
              - { id: 1, title: "Buy milk", done: false }
          draft: ""
          quantity: 1
          progress: 0.5
        environment:
          - colorScheme
        body:
          - VStack:
              - Text: "{heading}: {todos.count}"
              - TextField: "New"
                text: $draft
              - Stepper: "Qty {quantity}"
                value: $quantity
                in: 0...10
              - ProgressView: "Loading"
                value: progress
              - ForEach: $todos
                as: todo
                content:
                  - Toggle: "{todo.title}"
                    isOn: $todo.done
                    accessibilityIdentifier: "todo-{todo.id}"
              - switch: filter
                cases:
                  all: [EmptyView]
                  active: [EmptyView]
                  done: [EmptyView]
              - Button: "Add"
                action:
                  - "todos.append(Todo(id: quantity, title: draft, done: false))"
                  - draft = ""
                disabled: draft.isEmpty
                opacity: "colorScheme == .dark ? 1.0 : 0.5"
                accessibilityIdentifier: add
            spacing: 2
        """

    @Test func validViewChecksCleanAndIsFullyTyped() {
        let result = checkSpecs([("Specs/TodoView.yaml", Self.todoApp)])
        #expect(result.lines == [])
        guard let view = result.unit.view(named: "TodoView"),
            case .vStack(_, let spacing, let content) = view.body.first?.kind
        else {
            Issue.record("no VStack body")
            return
        }
        #expect(spacing?.type == .int)
        guard case .forEach(let forEach) = content[4].kind else {
            Issue.record("no ForEach")
            return
        }
        #expect(forEach.elementType == .named("Todo"))
        #expect(forEach.collection.type == .array(.named("Todo")))
        guard case .toggle(_, let isOn) = forEach.content.first?.kind else {
            Issue.record("no Toggle")
            return
        }
        #expect(isOn.type == .bool)
        guard case .stepper(_, let value, let bounds) = content[2].kind else {
            Issue.record("no Stepper")
            return
        }
        #expect(value.type == .int)
        #expect(bounds?.type == .int)
        #expect(result.unit.typeDecl(named: "Filter") != nil)
        #expect(result.unit.types.cases(of: .named("Filter")) == ["all", "active", "done"])
    }

    @Test func positionsExpectTheirTypes() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
              name: "x"
            body:
              - Toggle: "On"
                isOn: 1️⃣$count
              - if: 2️⃣name
                then: [EmptyView]
              - Text: "{count}"
                opacity: 3️⃣name
                cornerRadius: 4️⃣0.5
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["type-mismatch", "type-mismatch", "type-mismatch", "type-mismatch"])
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2], marked[3], marked[4]])
    }

    @Test func rangesOnlyInStepper() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
            body:
              - Stepper: "Qty"
                value: $count
                in: 0...10
              - Text: "{count}"
                opacity: "1️⃣0...1"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["range-not-allowed"])
        #expect(result.diagnostics.first?.location == marked[1])
    }

    /// Bounds of literals, folded as Swift folds them while compiling.
    @Test func aRangeOfLiteralsWithoutValuesIsAnError() {
        let marked = MarkedText(
            """
            view: Main
            state:
              count: 0
              limit: 3
            body:
              - Stepper: "a"
                value: $count
                in: 1️⃣10...0
              - Stepper: "b"
                value: $count
                in: 2️⃣5..<5
              - Stepper: "c"
                value: $count
                in: "(3️⃣-(-2)...-1)"
              - Stepper: "Fine"
                value: $count
                in: "5...5"
              - Stepper: "Checked at run time"
                value: $count
                in: "limit...0"
              - Stepper: "d"
                value: $count
                in: "4️⃣limit..<-9223372036854775808"
              - Stepper: "e"
                value: $count
                in: "5️⃣0..<(1 - 1)"
              - Stepper: "f"
                value: $count
                in: "6️⃣3...1 + 1"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: range '10...0' is empty: its lower bound is above its upper bound [empty-range]",
                "\(marked[2]): error: range '5..<5' is empty: its lower bound is not below its upper bound [empty-range]",
                "\(marked[3]): error: range '2...-1' is empty: its lower bound is above its upper bound [empty-range]",
                "\(marked[4]): error: range '..<-9223372036854775808' is empty: no Int is below -9223372036854775808 [empty-range]",
                "\(marked[5]): error: range '0..<0' is empty: its lower bound is not below its upper bound [empty-range]",
                "\(marked[6]): error: range '3...2' is empty: its lower bound is above its upper bound [empty-range]",
            ])
    }

    @Test func anImageWithAnEmptyLiteralNameIsAnError() {
        let marked = MarkedText(
            """
            view: Main
            state:
              symbol: ""
            body:
              - Image: "1️⃣"
              - Image: "{symbol}"
              - Image: star
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: an Image needs a symbol name, such as 'Image: star'; this one is empty "
                    + "[empty-symbol-name]"
            ])
    }

    @Test func aNegativeOrContradictoryLiteralFrameIsAnError() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 3
            body:
              - Text: "a"
                frame: {width: 1️⃣-5, height: "2️⃣(-1)"}
              - Text: "b"
                frame: {minWidth: 10, maxWidth: 3️⃣4, minHeight: 2, maxHeight: 2}
              - Text: "c"
                frame: {minWidth: 4️⃣-2, maxWidth: 1, maxHeight: infinity}
              - Text: "d"
                frame: {width: "n - 5", minWidth: n, maxWidth: 1}
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: a frame's 'width' is a size and cannot be negative, as -5 is [invalid-frame]",
                "\(marked[2]): error: a frame's 'height' is a size and cannot be negative, as -1 is [invalid-frame]",
                "\(marked[3]): error: a frame's 'maxWidth' 4 is less than its 'minWidth' 10 [invalid-frame]",
                "\(marked[4]): error: a frame's 'minWidth' is a size and cannot be negative, as -2 is [invalid-frame]",
            ])
    }

    @Test func aLiteralProgressValueOutsideZeroToOneIsAnError() {
        let marked = MarkedText(
            """
            view: Main
            state:
              done: 0.5
            body:
              - ProgressView:
                value: 1️⃣2
              - ProgressView:
                value: "2️⃣-0.25"
              - ProgressView:
                value: 1
              - ProgressView:
                value: done * 4
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: a ProgressView's value is the fraction done, from 0 to 1; 2 is outside it "
                    + "[progress-out-of-range]",
                "\(marked[2]): error: a ProgressView's value is the fraction done, from 0 to 1; -0.25 is outside it "
                    + "[progress-out-of-range]",
            ])
    }

    /// An opacity is a fraction as well; one written as a percentage is told the fraction.
    @Test func aLiteralOpacityOutsideZeroToOneIsAnError() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
            body:
              - Text: "a"
                opacity: 1️⃣50
              - Text: "b"
                opacity: "2️⃣-1"
              - Text: "c"
                opacity: 0.5
              - Text: "d"
                opacity: "on ? 0.5 : 1"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: an opacity is a fraction, from 0 (hidden) to 1 (opaque); 50 is outside it; for "
                    + "50%, write 0.5 [opacity-out-of-range]",
                "\(marked[2]): error: an opacity is a fraction, from 0 (hidden) to 1 (opaque); -1 is outside it "
                    + "[opacity-out-of-range]",
            ])
    }

    @Test func aFailedDeclarationIsReportedOnce() {
        let marked = MarkedText(
            """
            view: Main
            props:
              items: "[1️⃣Itme]"
            state:
              picked: 2️⃣null
            body:
              - ForEach: items
                id: self
                content:
                  - Text: "{item} {picked}"
                    disabled: picked
              - Text: "{picked}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == ["unknown-type", "missing-state-type"])
        #expect(result.diagnostics.map(\.location) == [marked[1], marked[2]])
    }

    @Test func unitViewArgumentsAreTypedByParameter() {
        let child = "view: Badge\nprops:\n  label: String\n  count: Int\nbody:\n  - Text: \"{label} {count}\"\n"
        let parent = MarkedText(
            """
            view: Main
            state:
              total: 3
            body:
              - Badge:
                  label: "Total {total}"
                  count: "1️⃣total > 1"
            """)
        let result = checkSpecs([("Specs/Badge.yaml", child), ("Specs/Main.yaml", parent.text)])
        #expect(result.diagnostics.map(\.code) == ["type-mismatch"])
        #expect(result.diagnostics.first?.location == parent[1])
        let arguments: [ComponentArgument]? = {
            guard case .component(_, let arguments) = result.unit.view(named: "Main")?.body.first?.kind else {
                return nil
            }
            return arguments
        }()
        guard case .template(let label)? = arguments?.first?.value else {
            Issue.record("label is not a template")
            return
        }
        #expect(label.parts.count == 2)
    }
}
