import Foundation
import SpecUICompiler
import Testing

/// docs/LANGUAGE.md's tables of the built-in views and modifiers name every one the checker knows, and its words.
@Suite struct LanguageReferenceTests {
    /// The part of docs/LANGUAGE.md from `heading` to the next heading that starts with `next`.
    static func section(_ heading: String, endingAt next: String) -> String {
        let url = SpecSchemaTests.packageRoot.appendingPathComponent("docs/LANGUAGE.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard let start = text.range(of: heading) else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n" + next)?.lowerBound ?? rest.endIndex)])
    }

    /// The section "Views and modifiers at a glance", up to the next heading.
    static let glance = section("### Views and modifiers at a glance", endingAt: "### ")

    @Test func everyBuiltinViewAndModifierIsInTheTables() {
        let missing = (SpecSchema.views + SpecSchema.modifiers).filter { !Self.glance.contains("`\($0)`") }
        #expect(missing == [])
    }

    @Test func everyColorFontAndEdgeSetIsListed() {
        let words = SpecSchema.colors + SpecSchema.fonts + SpecSchema.edgeSets + SpecSchema.alignments
        #expect(words.filter { !Self.glance.contains("`\($0)`") } == [])
    }

    /// Section 8, "Diagnostic codes", which lists every code any stage emits.
    static let codes = section("## 8. Diagnostic codes", endingAt: "## ")

    /// Every warning code, which `--disable-warning` takes, has its row in section 8.
    @Test func everyWarningCodeHasItsRowInTheListOfCodes() {
        #expect(Pipeline.warningCodes.filter { !Self.codes.contains("| `\($0)` |") } == [])
    }
}
