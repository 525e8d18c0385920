import SpecUICompiler
import Testing

/// Int arithmetic that Swift folds while compiling and rejects is an error of the spec, not a build failure.
@Suite struct ExpressionCheckerConstantFoldingTests {
    typealias Fixture = CheckerFixture

    static let overflow = "(on type 'Int') results in an overflow; Swift rejects it while compiling"
    static let byZero = "division by zero; Swift rejects a divisor known to be 0 while compiling"

    @Test(arguments: [
        ("1️⃣9223372036854775807 + 1", "arithmetic operation '9223372036854775807 + 1' \(overflow)", "integer-overflow"),
        (
            "1️⃣100000000000 * 100000000000", "arithmetic operation '100000000000 * 100000000000' \(overflow)",
            "integer-overflow"
        ),
        (
            "1️⃣-9223372036854775808 / -1", "arithmetic operation '-9223372036854775808 / -1' \(overflow)",
            "integer-overflow"
        ),
        ("1️⃣-(-9223372036854775808)", "arithmetic operation '-(-9223372036854775808)' \(overflow)", "integer-overflow"),
        (
            "count + (1️⃣4611686018427387904 + 4611686018427387904)",
            "arithmetic operation '4611686018427387904 + 4611686018427387904' \(overflow)", "integer-overflow"
        ),
        ("1️⃣1 / 0", byZero, "division-by-zero"),
        ("1️⃣count % 0", byZero, "division-by-zero"),
        ("1️⃣count / (2 - 2)", byZero, "division-by-zero"),
    ])
    func reportsWhatSwiftRejectsWhileCompiling(marked: String, message: String, code: String) {
        let result = Fixture.expression(MarkedText(marked).text)
        #expect(result.type == .int)
        #expect(result.diagnostics == [Fixture.expected(marked, message, code: code)])
    }

    @Test(arguments: [
        ("(9223372036854775807 - 1) + 1", TypeRef?.none),
        ("-9223372036854775808 / 2", nil),
        ("count / (2 - 1)", nil),
        ("count * 100000000000 * 100000000000", nil),
        ("1 / 0", .double),
        ("ratio / 0", nil),
    ])
    func acceptsWhatSwiftFoldsOrLeavesToRunTime(source: String, expected: TypeRef?) {
        #expect(Fixture.expression(source, expected: expected).diagnostics == [])
    }
}
