import SpecUICompiler
import Testing

/// Templates print Swift's own description of what they interpolate, under SwiftUI and SpecUI alike.
@Suite struct TemplateGenerationTests {
    /// An interpolation gives its value no type, so a long arithmetic chain gets the type the spec checked: swiftc
    /// gave up on the plain `\(q * 2 + q * 3 - 1 + ...)` ("unable to type-check this expression in reasonable time").
    @Test func longArithmeticInterpolationsAreCoercedToTheirType() {
        let generated = generateView(
            """
            view: TestView
            props:
              q: Int
              a: Double
              flag: Bool
            body:
              - Text: "{q * 2 + q * 3 - 1 + q / 2 + q * 4 - 5 + q * 6 + 7 - q / 8 + 9 * q - 10 + q}"
              - Text: "{a * 2 + a / 3 - 1 + a}"
              - Text: "total {flag ? q + 1 + 2 + 3 + 4 : 0} {q + 1 + 2 + 3} {-(q * 2 + 1 + 2 + 3)}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(
                            "\((q * 2 + q * 3 - 1 + q / 2 + q * 4 - 5 + q * 6 + 7 - q / 8 + 9 * q - 10 + q) as Int)"
                        )
                        Text(String(describing: (a * 2 + a / 3 - 1 + a) as Double))
                        Text(
                            "total \((flag ? q + 1 + 2 + 3 + 4 : 0) as Int) \(q + 1 + 2 + 3) \((-(q * 2 + 1 + 2 + 3)) as Int)"
                        )
                """#))
    }

    /// A title that is one String chain is passed to an initializer as generic as an interpolation, and negations
    /// and `??` are overloaded as `+` is: swiftc gave up on `Text(a + ", " + b + ...)`, on eight nested negations
    /// and on a dozen `??`, which are coerced as long chains are.
    @Test func aLongChainAsAWholeTitleAndNegationsAndCoalescingAreCoerced() {
        let generated = generateView(
            """
            view: TestView
            props:
              s: String
              a: Int
              o: Int?
            body:
              - Text: '{s + ", " + s + " " + s}'
              - Text: "{-(-(-(-a)))} {-a * -a} {o ?? o ?? o ?? o ?? 0}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text((s + ", " + s + " " + s) as String)
                        Text("\((-(-(-(-a)))) as Int) \(-a * -a) \((o ?? o ?? o ?? o ?? 0) as Int)")
                """#))
    }

    /// An optional title written as YAML's null says there is none, as `~` does for a list of nodes; a required
    /// one is `missing-value` (see the schema fixtures).
    @Test func anOptionalTitleWrittenAsNullIsLeftOut() {
        let generated = generateView(
            """
            view: TestView
            body:
              - ProgressView: ~
                value: 0.5
              - List:
                  - Section: null
                    content:
                      - Text: "a"
            """
        )
        #expect(generated.diagnostics == [])
        let body = generated.body(of: "TestView.swift")
        #expect(body.contains("ProgressView(value: 0.5)"))
        #expect(body.contains("Section {"))
    }

    /// A line break would end the string literal, so an interpolation stays on its line however long it is: a
    /// long call, chain or array inside one is not broken over lines as it is elsewhere.
    @Test func aLongInterpolationStaysOnOneLine() {
        let generated = generateView(
            """
            view: TestView
            props:
              r: Double
              a: Bool
            body:
              - Text: "Total: {r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r}"
              - Text: "Ready: {a && a && a && !a && !a && a && a && a && a && a && a && a && a && a && a && a && a}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(
                            "Total: \(String(describing: (r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r + r) as Double))"
                        )
                        Text(
                            "Ready: \(String(describing: a && a && a && !a && !a && a && a && a && a && a && a && a && a && a && a && a && a))"
                        )
                """#))
    }

    /// A chain of `+` joining Strings and string literals is coerced too: swiftc tries every string type for every
    /// literal, took seconds over the plain `\(first + " " + middle + " " + last + "!")` and gave up on longer ones.
    @Test func longStringConcatenationInterpolationsAreCoercedToString() {
        let generated = generateView(
            #"""
            view: TestView
            props:
              first: String
              middle: String
              last: String
            body:
              - Text: "Hi {first + \" \" + middle + \" \" + last + \"!\"} ({first + \" \" + last})"
            """#
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(
                            "Hi \((first + " " + middle + " " + last + "!") as String) (\(first + " " + last))"
                        )
                """#))
    }

    /// SwiftUI reads these literals as `LocalizedStringKey`s, which take String and Int as Swift prints them but
    /// format a Double through printf and take no Bool or enum: those go through `String(describing:)`.
    @Test func localizedKeysDescribeWhatIsNeitherStringNorInt() {
        let generated = generateView(
            """
            view: TestView
            props:
              name: String
              count: Int
              ratio: Double
              flag: Bool
              status: Status
            state:
              on: false
              qty: 0
              text: ""
            body:
              - Text: "{name} {count} {ratio} {flag} {status}"
              - Text: "{flag}"
              - Text: "العداد: {count}"
              - Button: "Ratio {ratio}"
                action: qty += 1
              - Toggle: "On: {flag}"
                isOn: $on
              - TextField: "Search {status}"
                text: $text
              - Stepper: "Qty {ratio}"
                value: $qty
              - ProgressView: "Done {ratio}"
                value: ratio
              - List:
                  - Section: "Status {status}"
                    content:
                      - Text: "{count}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(
                            "\(name) \(count) \(String(describing: ratio)) \(String(describing: flag)) \(String(describing: status))"
                        )
                        Text(String(describing: flag))
                        Text("العداد: \(count)")
                        Button("Ratio \(String(describing: ratio))") {
                            qty += 1
                        }
                        Toggle("On: \(String(describing: flag))", isOn: $on)
                        TextField("Search \(String(describing: status))", text: $text)
                        Stepper("Qty \(String(describing: ratio))", value: $qty)
                        ProgressView("Done \(String(describing: ratio))", value: ratio)
                        List {
                            Section("Status \(String(describing: status))") {
                                Text("\(count)")
                            }
                        }
                """#
            )
        )
    }

    /// `ProgressView(value:)` takes any `BinaryFloatingPoint`: arithmetic on literals alone is given its type, which
    /// swiftc cannot choose among Float, Double and Float80; a literal, or arithmetic on a Double, needs none.
    @Test func aProgressValueOfLiteralArithmeticIsADouble() {
        let generated = generateView(
            """
            view: TestView
            state:
              ratio: 0.25
            body:
              - ProgressView: "Half"
                value: "1 / 2"
              - ProgressView: "Up"
                value: "-1 + 2"
              - ProgressView: "One"
                value: 1
              - ProgressView: "Twice"
                value: "ratio * 2"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        ProgressView("Half", value: (1 / 2) as Double)
                        ProgressView("Up", value: (-1 + 2) as Double)
                        ProgressView("One", value: 1)
                        ProgressView("Twice", value: ratio * 2)
                """
            )
        )
    }

    /// SwiftUI reads a `Text` key as Markdown; text that Markdown would change is shown as written instead.
    @Test func textThatMarkdownWouldChangeIsVerbatim() {
        let generated = generateView(
            #"""
            view: TestView
            props:
              count: Int
              ratio: Double
              note: String?
            body:
              - Text: "*{count}* on sale"
              - Text: 'C:\dir \(x) {ratio} {note}'
              - Text: "snake_case `code` ~x~"
              - Text: "[link](url) <b>"
              - Text: "AT&amp;T &#38; Tom&Jerry"
              - Text: "Tom & Jerry; 100% {count}"
            """#
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(verbatim: "*\(count)* on sale")
                        Text(verbatim: "C:\\dir \\(x) \(ratio) \(String(describing: note))")
                        Text(verbatim: "snake_case `code` ~x~")
                        Text(verbatim: "[link](url) <b>")
                        Text(verbatim: "AT&amp;T &#38; Tom&Jerry")
                        Text("Tom & Jerry; 100% \(count)")
                """#
            )
        )
    }

    /// A template that is one string literal, or a conditional choosing between them, is passed as that literal,
    /// which SwiftUI takes as a key and reads as Markdown too; any other String is shown as written.
    @Test func aLiteralAloneThatMarkdownWouldChangeIsVerbatim() {
        let generated = generateView(
            """
            view: TestView
            state:
              on: true
              name: "n"
            body:
              - Text: '{"*hi*"}'
              - Button: '{("**Save**")}'
                action: on.toggle()
              - Toggle: '{"_x_"}'
                isOn: $on
              - Section: '{on ? "~~old~~" : "new"}'
                content: [Text: "a"]
              - Text: '{on ? "**yes**" : "no"}'
              - Text: '{on ? "yes" : "no"}'
              - Text: '{on ? "**yes**" : name}'
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Text(verbatim: "*hi*")
                        Button(String(("**Save**"))) {
                            on.toggle()
                        }
                        Toggle(String("_x_"), isOn: $on)
                        Section(String(on ? "~~old~~" : "new")) {
                            Text("a")
                        }
                        Text(verbatim: on ? "**yes**" : "no")
                        Text(on ? "yes" : "no")
                        Text(on ? "**yes**" : name)
                """
            )
        )
    }

    /// A control's title and a section's header are keys too, which SwiftUI reads as Markdown: text that Markdown
    /// would change is passed as a `String`, which SwiftUI shows as written, as `specui preview` does.
    @Test func titlesThatMarkdownWouldChangeAreStrings() {
        let generated = generateView(
            """
            view: TestView
            state:
              n: 2
              on: false
              name: ""
            body:
              - List:
                  - Section: "*Items* {n}"
                    content:
                      - Button: "[Clear] `all` {n}"
                        action: n = 0
                      - Toggle: "~on~"
                        isOn: $on
                      - TextField: "_name_"
                        text: $name
                      - Stepper: "~{n}~"
                        value: $n
                      - ProgressView: "**{n}**"
                        value: 0.5
                      - Button: "Plain {n}"
                        action: n = 1
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        List {
                            Section(String("*Items* \(n)")) {
                                Button(String("[Clear] `all` \(n)")) {
                                    n = 0
                                }
                                Toggle(String("~on~"), isOn: $on)
                                TextField(String("_name_"), text: $name)
                                Stepper(String("~\(n)~"), value: $n)
                                ProgressView(String("**\(n)**"), value: 0.5)
                                Button("Plain \(n)") {
                                    n = 1
                                }
                            }
                        }
                """#
            )
        )
    }

    /// A string literal that interpolates, inside a template's one expression, would itself be read as a key.
    @Test func aLiteralWithInterpolationsInsideTheOneExpressionIsMadeAString() {
        let generated = generateView(
            """
            view: TestView
            props:
              ratio: Double
              flag: Bool
            body:
              - Text: '{flag ? "x{ratio}" : "no"}'
              - Text: '{flag ? "yes" : "no"}'
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Text(String(flag ? "x\(ratio)" : "no"))
                        Text(flag ? "yes" : "no")
                """#
            )
        )
    }

    /// `accessibilityIdentifier`, `Image(systemName:)` and String props take a String, whose interpolation prints
    /// every value as Swift does; only an optional is described, which prints the same without Swift's warning.
    @Test func stringPositionsDescribeOnlyOptionals() {
        let generated = Generated([
            "Specs/TestView.yaml": """
            view: TestView
            props:
              ratio: Double
              flag: Bool
              note: String?
            body:
              - Image: "star{flag}"
                accessibilityIdentifier: "row-{ratio}-{note}"
              - Text: "Note: {note}"
              - ChildView:
                  label: "{flag} {note}"
            """,
            "Specs/ChildView.yaml": """
            view: ChildView
            props:
              label: String
            body:
              - Text: "{label}"
            """,
        ])
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                #"""
                        Image(systemName: "star\(flag)")
                            .accessibilityIdentifier("row-\(ratio)-\(String(describing: note))")
                        Text("Note: \(String(describing: note))")
                        ChildView(label: "\(flag) \(String(describing: note))")
                """#
            )
        )
    }
}
