import SpecUICompiler
import Testing

/// Generated `==` compares a view's props and never its bindings, which SwiftUI does not read where they are made:
/// a body reading a binding depends on what it points at, so the view that hands `$count` on does not depend on
/// `count`.
@Suite struct BindingEqualityTests {
    @Test func bindingsAreHandedOnAndNotCompared() {
        let generated = generateView(
            """
            view: TestView
            props:
              title: String
            bindings:
              isOn: Bool
              level: Int
            state:
              taps: 0
            body:
              - Toggle: "{title} {taps}"
                isOn: $isOn
              - Stepper: "Level {level}"
                value: $level
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    let title: String
                    @Binding var isOn: Bool
                    @Binding var level: Int
                    @State private var taps = 0

                    init(title: String, isOn: Binding<Bool>, level: Binding<Int>) {
                        self.title = title
                        _isOn = isOn
                        _level = level
                    }
                """
            )
        )
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.title == rhs.title
                    }
                """
            )
        )
    }

    /// With bindings only, every two instances are equal: what the body shows changes only through what the
    /// bindings point at.
    @Test func aViewOfBindingsOnlyIsAlwaysEqual() {
        let generated = generateView(
            """
            view: TestView
            bindings:
              count: Int
            body:
              - Stepper: "{count}"
                value: $count
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                struct TestView: View, Equatable {
                    @Binding var count: Int

                    var body: some View {
                        Stepper("\\(count)", value: $count)
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        true
                    }
                }
                """
            )
        )
    }

    @Test func anExtractedSubviewHandsItsBindingsOnUncompared() {
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
                              - Button: "Add {count}"
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
}
