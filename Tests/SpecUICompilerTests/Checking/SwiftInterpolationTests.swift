import SpecUICompiler
import Testing

/// Swift's `\(name)` in a template is shown as written; a warning says so, with `{name}` as the fix.
@Suite struct SwiftInterpolationTests {
    @Test func everyTemplatePositionWarnsAtTheSwiftInterpolation() throws {
        let marked = MarkedText(
            #"""
            view: Main
            state:
              count: 0
              name: "Amal"
            body:
              - Text: Count 1️⃣\(count)
              - Button: 'Hi 2️⃣\(name.uppercased()), 3️⃣\((count + 1) * 2)'
                action: count += 1
              - Section: |
                  Total 4️⃣\(count)
                content:
                  - Text: "{count} 5️⃣\\(not)"
            """#)
        let result = checkSpec(marked)
        let advice = "is Swift's interpolation, which a template shows as written; a template interpolates with"
        #expect(
            result.lines == [
                #"\#(marked[1]): warning: '\(count)' \#(advice) '{count}' [swift-interpolation]"#,
                #"\#(marked[2]): warning: '\(name.uppercased())' \#(advice) '{name.uppercased()}' [swift-interpolation]"#,
                #"\#(marked[3]): warning: '\((count + 1) * 2)' \#(advice) '{(count + 1) * 2}' [swift-interpolation]"#,
                #"\#(marked[4]): warning: '\(count)' \#(advice) '{count}' [swift-interpolation]"#,
                #"\#(marked[5]): warning: '\(not)' \#(advice) '{not}' [swift-interpolation]"#,
                // What only Swift's interpolation mentions was meant to be read: it is not also unused.
            ])
        let first = try #require(result.diagnostics.first?.fixIt)
        #expect(first.replacement == "{count}")
        #expect(first.range.start == marked[1])
        #expect(first.range.end.column == marked[1].column + #"\(count)"#.count)
    }

    /// Braces inside the interpolation would not pair with those the fix-it writes around it: none is offered.
    @Test func anInterpolationHoldingABraceGetsNoFixIt() {
        let marked = MarkedText(
            #"""
            view: Main
            body:
              - Text: 'a 1️⃣\({x)'
            """#)
        let result = checkSpec(marked)
        let warning = result.diagnostics.first { $0.code == "swift-interpolation" }
        #expect(warning?.location == marked[1])
        #expect(warning != nil && warning?.fixIt == nil)
    }

    @Test func theTextIsKeptAsWrittenAndTheWarningCanBeDisabled() throws {
        let spec = #"""
            view: Main
            body:
              - Text: 'Price: \(price) \( unclosed'
            """#
        let source = SpecSource(path: "Specs/Main.yaml", bytes: Array(spec.utf8))
        let result = Pipeline.check([source], options: UnitChecker.Options(disabledWarnings: ["swift-interpolation"]))
        #expect(result.diagnostics == [])
        #expect(Pipeline.check([source]).diagnostics.map(\.code) == ["swift-interpolation"])
        let text = try #require(result.unit?.view(named: "Main")?.body.first)
        guard case .text(let template) = text.kind else {
            Issue.record("expected a Text, found \(text.kind)")
            return
        }
        #expect(template.literalText == #"Price: \(price) \( unclosed"#)
    }
}
