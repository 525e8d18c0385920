import SpecUICompiler
import Testing

/// Modifiers in written order, one per line, with SwiftUI's spelling and argument order.
@Suite struct ModifierGenerationTests {
    @Test func everyModifierInWrittenOrder() {
        let generated = generateView(
            """
            view: TestView
            state:
              query: ""
              isReady: false
              count: 0
            body:
              - Text: "x"
                padding: 2
                font: headline
                bold: true
                italic: true
                underline: true
                foregroundColor: white
                background: accentColor
                border: gray
                cornerRadius: 8
                opacity: "isReady ? 1.0 : 0.5"
                disabled: "!isReady"
                id: count
                accessibilityIdentifier: "title-{count}"
                onAppear: count += 1
                onChange:
                  of: query
                  action:
                    - count = 0
                    - isReady.toggle()
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Text("x")
                            .padding(2)
                            .font(.headline)
                            .bold()
                            .italic()
                            .underline()
                            .foregroundColor(.white)
                            .background(Color.accentColor)
                            .border(.gray)
                            .cornerRadius(8)
                            .opacity(isReady ? 1.0 : 0.5)
                            .disabled(!isReady)
                            .id(count)
                            .accessibilityIdentifier("title-\\(count)")
                            .onAppear {
                                count += 1
                            }
                            .onChange(of: query) {
                                count = 0
                                isReady.toggle()
                            }
                """
            )
        )
    }

    @Test func paddingEdgesAndFrames() {
        let generated = generateView(
            """
            view: TestView
            body:
              - Text: "a"
                padding: { edges: horizontal, length: 2 }
                frame: { maxWidth: infinity, alignment: leading }
              - Text: "b"
                padding: { edges: top }
                frame: { width: 10, height: 2 }
              - Text: "c"
                frame: { width: 10, minHeight: 1, maxHeight: infinity, alignment: bottom }
              - Text: "d"
                frame: { width: 10, maxHeight: infinity, alignment: leading }
              - Text: "e"
                frame: { height: 3, maxWidth: infinity, alignment: bottomTrailing }
              - Text: "f"
                frame: { height: 3, maxWidth: infinity, alignment: trailing }
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Text("a")
                            .padding(.horizontal, 2)
                            .frame(maxWidth: .infinity, alignment: .leading)
                        Text("b")
                            .padding(.top)
                            .frame(width: 10, height: 2)
                        Text("c")
                            .frame(width: 10)
                            .frame(minHeight: 1, maxHeight: .infinity, alignment: .bottom)
                        Text("d")
                            .frame(width: 10, alignment: .leading)
                            .frame(maxHeight: .infinity, alignment: .leading)
                        Text("e")
                            .frame(height: 3, alignment: .bottomTrailing)
                            .frame(maxWidth: .infinity, alignment: .bottomTrailing)
                        Text("f")
                            .frame(height: 3)
                            .frame(maxWidth: .infinity, alignment: .trailing)
                """
            )
        )
    }

    @Test func modifiersOnAContainerFollowItsClosingBrace() {
        let generated = generateView(
            """
            view: TestView
            body:
              - VStack:
                  - Text: "a"
                padding: true
                background: blue
            """
        )
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        VStack {
                            Text("a")
                        }
                        .padding()
                        .background(.blue)
                """
            )
        )
    }

    /// SwiftUI takes a CGFloat and SpecUI a Double wherever a length goes; an Int expression is converted there.
    @Test func intExpressionsInLengthPositionsAreConvertedAndLiteralsStay() {
        let generated = generateView(
            """
            view: TestView
            state:
              w: 2
            body:
              - VStack:
                  - HStack:
                      - Spacer:
                        minLength: w
                      - Text: "a"
                        padding: { edges: horizontal, length: "w + 1" }
                    spacing: "- 2"
                  - Text: "b"
                    padding: w
                    cornerRadius: "7 / 2"
                    frame: { width: w, height: 1, minWidth: 1, maxWidth: "w * 2", minHeight: w, maxHeight: infinity }
                  - Text: "c"
                    padding: 8
                    cornerRadius: "(4)"
                spacing: w
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        VStack(spacing: Double(w)) {
                            HStack(spacing: -2) {
                                Spacer(minLength: Double(w))
                                Text("a")
                                    .padding(.horizontal, Double(w + 1))
                            }
                            Text("b")
                                .padding(Double(w))
                                .cornerRadius(Double(7 / 2))
                                .frame(width: Double(w), height: 1)
                                .frame(
                                    minWidth: 1,
                                    maxWidth: Double(w * 2),
                                    minHeight: Double(w),
                                    maxHeight: .infinity
                                )
                            Text("c")
                                .padding(8)
                                .cornerRadius((4))
                        }
                """
            )
        )
    }

    /// `Double(_:)` is overloaded for every numeric type, and swiftc gave up on `Double(a + b + c + d + 1 + 2 + 3)`
    /// ("unable to type-check this expression in reasonable time"): long arithmetic in a length gets its type.
    @Test func longArithmeticInLengthPositionsIsCoercedToInt() {
        let generated = generateView(
            """
            view: TestView
            props:
              a: Int
              b: Int
            body:
              - VStack:
                  - Spacer:
                    minLength: "a + b + 1 + 2 + 3"
                  - Text: "x"
                    cornerRadius: "a + b + 1 + 2"
                    padding: "a * 2 + b - 1 + a / 2"
                spacing: "(a + b) * 2 - 1 + b"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        VStack(spacing: Double(((a + b) * 2 - 1 + b) as Int)) {
                            Spacer(minLength: Double((a + b + 1 + 2 + 3) as Int))
                            Text("x")
                                .cornerRadius(Double(a + b + 1 + 2))
                                .padding(Double((a * 2 + b - 1 + a / 2) as Int))
                        }
                """
            )
        )
    }
}
