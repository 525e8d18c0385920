import SpecUICompiler
import Testing

/// Specs that are valid YAML but large where the checker's work could grow faster than the input: each still gets
/// every diagnostic it should, each of a size that does not grow with the rest of the unit.
@Suite struct LargeUnitCheckingTests {
    /// A view with `count` state values `value0`… and a Text reading an unknown name for each: `missing0`…, except
    /// every thousandth, which transposes two letters of its value (`vlaue7`).
    static func unknownNames(_ count: Int) -> String {
        var lines = ["view: Main", "state:"]
        lines += (0..<count).map { "  value\($0): \($0)" }
        lines += ["body:", "  - VStack:"]
        lines += (0..<count).map {
            $0 % 1000 == 7 ? "      - Text: \"{vlaue\($0)}\"" : "      - Text: \"{missing\($0)}\""
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func threeThousandUnknownNamesAmongThreeThousandGetTheirSuggestions() {
        let checked = checkSpec(MarkedText(Self.unknownNames(3000)))
        let unknown = checked.lines.filter { $0.hasSuffix("[unknown-name]") }
        #expect(unknown.count == 3000)
        #expect(unknown.first == "3005:17: error: cannot find 'missing0' in scope [unknown-name]")
        #expect(unknown[7] == "3012:17: error: cannot find 'vlaue7' in scope; did you mean 'value7'? [unknown-name]")
        #expect(
            unknown[2007]
                == "5012:17: error: cannot find 'vlaue2007' in scope; did you mean 'value2007'? [unknown-name]")
        #expect(unknown.last == "6004:17: error: cannot find 'missing2999' in scope [unknown-name]")
        #expect(unknown.filter { $0.contains("did you mean") }.count == 3)
    }
}
