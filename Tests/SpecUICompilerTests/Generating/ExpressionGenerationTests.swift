import SpecUICompiler
import Testing

/// Expressions printed so that Swift lexes and types them as the spec reads them.
@Suite struct ExpressionGenerationTests {
    /// An operand starting with an operator character would fuse with an operator written right before it
    /// (`--n`, `...-`), so it is parenthesized; a binary operator has spaces around it and needs nothing.
    @Test func operandsStartingWithAnOperatorAreSeparatedFromTheOperatorBeforeThem() {
        let generated = generateView(
            """
            view: TestView
            state:
              n: 3
              b: true
              qty: 0
            body:
              - Text: "{- -n} {!!b} {!(!b)} {- -2} {n - -n} {n - -2} {-n * -n}"
              - Stepper: "a"
                value: $qty
                in: "-n...-(-n)"
              - Stepper: "b"
                value: $qty
                in: "-5...-1"
              - Stepper: "c"
                value: $qty
                in: "n..<-n"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Text("\\(-(-n)) \\(!(!b)) \\(!(!b)) \\(2) \\(n - -n) \\(n - -2) \\(-n * -n)")
                        Stepper("a", value: $qty, in: -n...(-(-n)))
                        Stepper("b", value: $qty, in: -5...(-1))
                        Stepper("c", value: $qty, in: n..<(-n))
                """
            )
        )
    }
}
