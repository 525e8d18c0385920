import SpecUICompiler
import Testing

/// How generated `==` compares bindings: by a snapshot of the value taken when the view is made.
@Suite struct BindingSnapshotTests {
    @Test func snapshotNamesSkipMembersTheirStorageAndTypes() {
        let generated = generateView(
            """
            view: TestView
            props:
              isOnValue: Int
            bindings:
              isOn: Bool
              Level: Int
            state:
              isOnValue2: 0
            body:
              - Toggle: "{isOnValue} {isOnValue2}"
                isOn: $isOn
              - Stepper: "Level"
                value: $Level
            """,
            extraTypes: "  LevelValue: [a, b]"
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    let isOnValue: Int
                    @Binding var isOn: Bool
                    @Binding var Level: Int
                    /// `isOn` when this view was made; `==` compares it, so a new value runs `body` again.
                    private let isOnValue3: Bool
                    /// `Level` when this view was made; `==` compares it, so a new value runs `body` again.
                    private let LevelValue2: Int
                    @State private var isOnValue2 = 0

                    init(isOnValue: Int, isOn: Binding<Bool>, Level: Binding<Int>) {
                        self.isOnValue = isOnValue
                        _isOn = isOn
                        isOnValue3 = isOn.wrappedValue
                        _Level = Level
                        LevelValue2 = Level.wrappedValue
                    }
                """
            )
        )
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.isOnValue == rhs.isOnValue
                            && lhs.isOnValue3 == rhs.isOnValue3
                            && lhs.LevelValue2 == rhs.LevelValue2
                    }
                """
            )
        )
    }

    @Test func aBindingOnlyAnActionOfASubviewWritesHasNoSnapshot() {
        let generated = generateView(
            """
            view: TestView
            bindings:
              count: Int
            body:
              - VStack:
                  - VStack:
                      - VStack:
                          - VStack:
                              - Button: "Add"
                                action: "count += 1"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                private struct TestViewStack: View, Equatable {
                    @Binding var count: Int

                    var body: some View {
                """
            )
        )
    }

    @Test func aBindingOnlyTheViewsActionsWriteHasNoSnapshot() {
        let generated = generateView(
            """
            view: TestView
            bindings:
              flag: Bool
              items: "[Int]"
              shown: Bool
            body:
              - Button: "write"
                action:
                  - flag = true
                  - flag.toggle()
                  - items.append(1)
              - Text: "{shown}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    @Binding var shown: Bool
                    /// `shown` when this view was made; `==` compares it, so a new value runs `body` again.
                    private let shownValue: Bool

                    init(flag: Binding<Bool>, items: Binding<[Int]>, shown: Binding<Bool>) {
                        _flag = flag
                        _items = items
                        _shown = shown
                        shownValue = shown.wrappedValue
                    }
                """
            )
        )
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.shownValue == rhs.shownValue
                    }
                """
            )
        )
    }
}
