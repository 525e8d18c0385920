import SpecUICompiler
import Testing

/// Expressions printed so that Swift lexes and types them as the spec reads them.
@Suite struct ExpressionGenerationTests {
    /// The spec warns that the right side of `??` on a non-optional is never used; Swift would warn about it again.
    @Test func coalescingANonOptionalIsItsLeftSide() {
        let generated = generateView(
            """
            view: TestView
            props:
              count: Int
              name: String?
            body:
              - Text: "{count ?? 0} {name ?? \\"-\\"}"
              - Text: "{count + 1 ?? 2}"
                opacity: "0.5 ?? 1"
              - if: "(count ?? 1) > 0"
                then:
                  - Text: "{(count + 1 ?? 2) * 2}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Text("\\(count) \\(name ?? "-")")
                        Text("\\(count + 1)")
                            .opacity(0.5)
                        if count > 0 {
                            Text("\\((count + 1) * 2)")
                        }
                """))
    }

    /// A subnormal Double is written by its bits: swiftc warns that a subnormal literal underflows.
    @Test func subnormalDoublesAreWrittenByTheirBits() {
        let generated = generateView(
            """
            view: TestView
            state:
              tiny: 1e-310
              least: -5e-324
              normal: 2.2250738585072014e-308
              n: 0
            body:
              - Text: "{tiny} {least} {normal}"
                opacity: "tiny + 4.9e-324"
              - Stepper: "{least}"
                value: $n
                in: 0...1
                opacity: "-tiny * -5e-324"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    @State private var tiny = Double(bitPattern: 0x12688b70e62b)
                    @State private var least = -Double(bitPattern: 0x1)
                    @State private var normal = 2.2250738585072014e-308
                """))
        #expect(generated.body(of: "TestView.swift").contains(".opacity(tiny + Double(bitPattern: 0x1))"))
        #expect(generated.body(of: "TestView.swift").contains(".opacity(-tiny * -Double(bitPattern: 0x1))"))
    }

    /// `Stepper` takes a closed range: a half-open one ends one before its upper bound.
    @Test func stepperRangesAreClosed() {
        let generated = generateView(
            """
            view: TestView
            state:
              qty: 0
              limit: 5
            body:
              - Stepper: "a"
                value: $qty
                in: "0..<limit"
              - Stepper: "b"
                value: $qty
                in: "0..<10"
              - Stepper: "c"
                value: $qty
                in: "1...limit + 1"
              - Stepper: "d"
                value: $qty
                in: "-3..<-1"
              - Stepper: "e"
                value: $qty
                in: "(limit..<limit * 2)"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                        Stepper("a", value: $qty, in: 0...(limit - 1))
                        Stepper("b", value: $qty, in: 0...9)
                        Stepper("c", value: $qty, in: 1...(limit + 1))
                        Stepper("d", value: $qty, in: -3...(-2))
                        Stepper("e", value: $qty, in: (limit...(limit * 2 - 1)))
                """
            )
        )
    }

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
                        Text(
                            "\\(-(-n)) \\(String(describing: !(!b))) \\(String(describing: !(!b))) \\(2) \\(n - -n) \\(n - -2) \\(-n * -n)"
                        )
                        Stepper("a", value: $qty, in: -n...(-(-n)))
                        Stepper("b", value: $qty, in: -5...(-1))
                        Stepper("c", value: $qty, in: n...(-n - 1))
                """
            )
        )
    }
}
