import SpecUICompiler
import Testing

/// Mapping keys are one key when their scalars are, as YAML compares content, in a mapping of any size.
@Suite struct RuleCoverageLoadingTests {
    /// `count` plain keys before the ones under test, so that both a short and a long mapping are looked at.
    static let leadingKeyCounts = [0, 14]

    static func mapping(leadingKeys count: Int, then keys: [String]) -> String {
        (0..<count).map { "key\($0): 0\n" }.joined() + keys.map { "\($0): 1\n" }.joined()
    }

    @Test(arguments: leadingKeyCounts) func keysEquivalentOnlyUpToNormalizationAreTwoKeys(leadingKeys: Int) throws {
        // `é` precomposed and decomposed; and two orders of the same combining marks, of one length in UTF-8.
        let keys = ["caf\u{E9}", "cafe\u{301}", "a\u{301}\u{323}", "a\u{323}\u{301}"]
        var diagnostics: [Diagnostic] = []
        let root = YAMLLoader.load(
            Array(Self.mapping(leadingKeys: leadingKeys, then: keys).utf8), path: "Specs/Test.yaml",
            diagnostics: &diagnostics)
        #expect(diagnostics.map(\.message) == [])
        let loaded = try #require(root?.mapping).map { $0.key.scalar?.value ?? "" }.suffix(keys.count)
        #expect(loaded.map { Array($0.unicodeScalars) } == keys.map { Array($0.unicodeScalars) })
    }

    @Test(arguments: leadingKeyCounts) func aKeyRepeatedWithItsOwnScalarsIsADuplicate(leadingKeys: Int) {
        let marked = MarkedText(
            Self.mapping(leadingKeys: leadingKeys, then: [])
                + "caf\u{E9}: 1\n1️⃣cafe\u{301}: 2\n2️⃣cafe\u{301}: 3\n")
        var diagnostics: [Diagnostic] = []
        _ = YAMLLoader.load(marked.bytes, path: "Specs/Test.yaml", diagnostics: &diagnostics)
        #expect(
            diagnostics.map { "\($0.location): \($0.message) [\($0.code)]" } == [
                "\(marked[2]): duplicate key 'cafe\u{301}' [duplicate-key]"
            ])
        #expect(
            diagnostics.flatMap(\.notes).map { "\($0.range.start): \($0.message)" } == [
                "\(marked[1]): 'cafe\u{301}' first appears here"
            ])
    }
}
