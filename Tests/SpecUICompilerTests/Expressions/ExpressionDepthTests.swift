import SpecUICompiler
import Testing

/// Expressions nest at most 128 levels, whatever builds the levels: deeper ones are one error at the token past the
/// limit, never a stack overflow in the parser or in the stages that walk the tree after it.
@Suite struct ExpressionDepthTests {
    static let message = "the expression nests deeper than 128 levels"

    /// Each form written `count` levels deep (the operand counts as one level).
    static func nested(_ form: String, _ count: Int) -> String {
        switch form {
        case "parentheses":
            return String(repeating: "(", count: count - 1) + "a" + String(repeating: ")", count: count - 1)
        case "sum": return Array(repeating: "a", count: count).joined(separator: " + ")
        case "coalescing": return String(repeating: "o ?? ", count: count - 1) + "a"
        case "not": return String(repeating: "!", count: count - 1) + "b"
        case "negation": return String(repeating: "- ", count: count - 1) + "a"
        case "methods": return "s" + String(repeating: ".uppercased()", count: count - 1)
        case "ternaries": return String(repeating: "b ? a : ", count: count - 1) + "a"
        case "arrays": return String(repeating: "[", count: count - 1) + "a" + String(repeating: "]", count: count - 1)
        case "strings":
            return String(repeating: "\"{", count: count - 1) + "a" + String(repeating: "}\"", count: count - 1)
        default: preconditionFailure(form)
        }
    }

    static let forms = [
        "parentheses", "sum", "coalescing", "not", "negation", "methods", "ternaries", "arrays", "strings",
    ]

    @Test(arguments: forms)
    func parsesAtTheLimit(form: String) {
        let result = Parse.expression(Self.nested(form, 128))
        #expect(result.diagnostics == [])
        #expect(result.shape != nil)
    }

    @Test(arguments: forms)
    func refusesOneLevelMore(form: String) {
        let result = Parse.expression(Self.nested(form, 129))
        #expect(result.shape == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.hasSuffix(": \(Self.message) [nesting-too-deep]") == true)
    }

    @Test(arguments: forms)
    func refusesAHundredThousandLevels(form: String) {
        let result = Parse.expression(Self.nested(form, 100_000))
        #expect(result.shape == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.hasSuffix(": \(Self.message) [nesting-too-deep]") == true)
    }

    @Test func reportsTheTokenPastTheLimit() {
        let sum = Array(repeating: "a", count: 128).joined(separator: " + ") + " 1️⃣+ a"
        #expect(
            Parse.expression(MarkedText(sum).text).diagnostics == [
                Parse.error(sum, Self.message, code: "nesting-too-deep")
            ])
        let parentheses = String(repeating: "(", count: 128) + "1️⃣(a" + String(repeating: ")", count: 129)
        #expect(
            Parse.expression(MarkedText(parentheses).text).diagnostics == [
                Parse.error(parentheses, Self.message, code: "nesting-too-deep")
            ])
    }

    @Test func statementValuesAndTemplatesHaveTheSameLimit() {
        let deep = Self.nested("sum", 129)
        #expect(Parse.statement("a = " + deep).diagnostics.first?.hasSuffix("[nesting-too-deep]") == true)
        #expect(Parse.template("{" + deep + "}").diagnostics.first?.hasSuffix("[nesting-too-deep]") == true)
        #expect(Parse.statement("a = " + Self.nested("sum", 128)).diagnostics == [])
    }

    /// What `specui check` prints for a spec whose text interpolates a 100,000-term sum: exit 1, one error.
    @Test func checkReportsADeepSpecExpression() throws {
        let sum = Array(repeating: "a", count: 100_000).joined(separator: "+")
        let specs = try SpecDirectory(["Deep.yaml": "view: Deep\nstate:\n  a: 1\nbody:\n  - Text: \"{\(sum)}\"\n"])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error.hasPrefix(
                "\(specs.file("Deep.yaml")):5:268: error: \(Self.message) [nesting-too-deep]\n"))
    }
}
