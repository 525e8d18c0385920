import SpecUICompiler
import Testing

/// `if` and `switch` lower to Swift control flow inside the builder, never to `AnyView`.
@Suite struct ControlFlowGenerationTests {
    @Test func aLongConditionContinuesOneLevelInsideItsBlock() {
        let generated = generateView(
            """
            view: TestView
            props:
              first: Bool
              second: Bool
              third: Bool
            body:
              - VStack:
                  - if: "first && second && third && first && second && third && first && second && third && first"
                    then:
                      - Text: "all"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    var body: some View {
                        VStack {
                            if first
                                && second
                                && third
                                && first
                                && second
                                && third
                                && first
                                && second
                                && third
                                && first {
                                Text("all")
                            }
                        }
                    }
                """))
    }

    @Test func elseIfChainsAndSwitches() {
        let generated = generateView(
            """
            view: TestView
            props:
              count: Int
              label: String
            state:
              status:
                type: Status
                initial: .loading
            body:
              - if: count > 3
                then:
                  - Text: "many"
                else:
                  if: count == 0
                  then:
                    - Text: "none"
                  else:
                    - Text: "some"
              - switch: status
                cases:
                  loading: [ProgressView]
                  loaded: []
                  failed:
                    - Text: "failed"
              - switch: count
                cases:
                  0: [EmptyView]
                  1:
                    - Text: "one"
                default:
                  - Text: "{count}"
              - switch: label
                cases:
                  "a": [Divider]
                default: []
            """
        )
        #expect(generated.diagnostics == [])
        let body = generated.body(of: "TestView.swift")
        #expect(
            body.contains(
                """
                    var body: some View {
                        if count > 3 {
                            Text("many")
                        } else if count == 0 {
                            Text("none")
                        } else {
                            Text("some")
                        }
                        switch status {
                        case .loading:
                            ProgressView()
                        case .loaded:
                            EmptyView()
                        case .failed:
                            Text("failed")
                        }
                        switch count {
                        case 0:
                            EmptyView()
                        case 1:
                            Text("one")
                        default:
                            Text("\\(count)")
                        }
                        switch label {
                        case "a":
                            Divider()
                        default:
                            EmptyView()
                        }
                    }
                """
            )
        )
        #expect(!body.contains("AnyView"))
    }

    /// SwiftUI's `ColorScheme` and `LayoutDirection` are enums another module may add cases to: a switch over all of
    /// theirs handles an unknown one too, showing nothing, as Swift warns a module built against SwiftUI to. A switch
    /// with a `default:` needs none.
    @Test func aSwitchOverEveryCaseOfASwiftUIEnumHandlesAnUnknownOne() {
        let generated = generateView(
            """
            view: TestView
            environment:
              - colorScheme
              - layoutDirection
            body:
              - switch: colorScheme
                cases:
                  light: [Text: "light"]
                  dark: [Text: "dark"]
              - switch: layoutDirection
                cases:
                  leftToRight: [Text: "ltr"]
                default: [Text: "rtl"]
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        switch colorScheme {
                        case .light:
                            Text("light")
                        case .dark:
                            Text("dark")
                        @unknown default:
                            EmptyView()
                        }
                        switch layoutDirection {
                        case .leftToRight:
                            Text("ltr")
                        default:
                            Text("rtl")
                        }
                """
            )
        )
    }
}
