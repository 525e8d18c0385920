import SpecUICompiler
import Testing

/// Every built-in view, spec text in and Swift out.
@Suite struct ViewNodeGenerationTests {
    @Test func everyBuiltInView() {
        let generated = generateView(
            """
            view: TestView
            state:
              name: ""
              qty: 1
              flag: false
              progress: 0.5
            body:
              - VStack:
                  - Text: "Hello {name}"
                  - HStack:
                      - Image: "star"
                      - Spacer
                      - Spacer:
                        minLength: 2
                      - Divider
                    alignment: top
                  - ZStack:
                      - EmptyView
                    alignment: topLeading
                  - Toggle: "On"
                    isOn: $flag
                  - TextField: "Name"
                    text: $name
                  - Stepper: "Qty {qty}"
                    value: $qty
                    in: 0...10
                  - ProgressView
                  - ProgressView:
                    value: progress
                  - ProgressView: "Loading"
                alignment: leading
                spacing: 1
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").hasPrefix(
                """
                struct TestView: View, Equatable {
                    @State private var name = ""
                    @State private var qty = 1
                    @State private var flag = false
                    @State private var progress = 0.5

                    var body: some View {
                        VStack(alignment: .leading, spacing: 1) {
                            Text("Hello \\(name)")
                            HStack(alignment: .top) {
                                Image(systemName: "star")
                                Spacer()
                                Spacer(minLength: 2)
                                Divider()
                            }
                            ZStack(alignment: .topLeading) {
                                EmptyView()
                            }
                            Toggle("On", isOn: $flag)
                            TextField("Name", text: $name)
                            Stepper("Qty \\(qty)", value: $qty, in: 0...10)
                            ProgressView()
                            ProgressView(value: progress)
                            ProgressView("Loading")
                        }
                    }
                """
            )
        )
    }

    @Test func containersAndButtonWithLabel() {
        let generated = generateView(
            """
            view: TestView
            state:
              count: 0
            body:
              - List:
                  - Section: "Numbers"
                    content:
                      - Text: "{count}"
                  - Group:
                      - Button:
                          - Image: "plus"
                          - Text: "Add"
                        action:
                          - count += 1
                          - count -= 2
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").hasPrefix(
                """
                struct TestView: View, Equatable {
                    @State private var count = 0

                    var body: some View {
                        List {
                            Section("Numbers") {
                                Text("\\(count)")
                            }
                            Group {
                                Button {
                                    count += 1
                                    count -= 2
                                } label: {
                                    Image(systemName: "plus")
                                    Text("Add")
                                }
                            }
                        }
                    }
                """
            )
        )
    }

    @Test func viewsOfTheUnitGetArgumentsInDeclarationOrder() {
        let generated = Generated([
            "Specs/RowView.yaml": rowSpec(view: "RowView"),
            "Specs/HostView.yaml": """
            view: HostView
            state:
              on: true
            body:
              - RowView:
                  isOn: $on
                  count: 3
                  title: "T"
                equatable: true
            """,
        ])
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "HostView.swift").contains(
                """
                        RowView(title: "T", count: 3, isOn: $on)
                            .equatable()
                """
            )
        )
        #expect(
            generated.body(of: "RowView.swift") == """
                struct RowView: View, Equatable {
                    let title: String
                    let count: Int
                    @Binding var isOn: Bool

                    var body: some View {
                        Toggle("\\(title) \\(count)", isOn: $isOn)
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.title == rhs.title && lhs.count == rhs.count
                    }
                }

                // No previews declared: props and bindings start at their zero values.
                struct RowView_Previews: PreviewProvider {
                    static var previews: some View {
                        Group {
                            RowView(title: "", count: 0, isOn: .constant(false))
                        }
                    }
                }

                """
        )
    }
}
