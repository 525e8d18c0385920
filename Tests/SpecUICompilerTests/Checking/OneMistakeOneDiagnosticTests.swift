import SpecUICompiler
import Testing

/// Mistakes whose consequences elsewhere in the spec are part of the one diagnostic that tells them.
@Suite struct OneMistakeOneDiagnosticTests {
    @Test(arguments: [
        ("count = 0", "count: 0"),
        ("var count = 0", "count: 0"),
        ("let count = nil", "count: null"),
    ])
    func aStateSectionWrittenAsASwiftDeclarationIsToldItsEntry(declaration: String, entry: String) throws {
        let marked = MarkedText("view: Main\nstate:\n  1️⃣\(declaration)\nbody:\n  - Text: \"{count}\"\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: 'state:' holds a Swift declaration; the spec writes a mapping of state names to "
                    + "initial values: write '\(entry)' [swift-declaration]"
            ])
        #expect(try #require(result.diagnostics.first?.fixIt).replacement == entry)
    }

    @Test func anUnknownEnvironmentValueIsNotAlsoAnUnknownName() {
        let marked = MarkedText("view: Main\nenvironment:\n  - 1️⃣locale\nbody:\n  - Text: \"{locale}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown environment value 'locale'; expected layoutDirection or colorScheme "
                    + "[unknown-environment-value]"
            ])
    }

    @Test func aViewsValueWrittenAsAKeyIsNotAlsoMissing() {
        let marked = MarkedText(
            "view: Main\nstate:\n  on: false\nbody:\n  - Toggle:\n    1️⃣title: \"On\"\n    isOn: $on\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown key 'title' on 'Toggle'; write a title template as the value of "
                    + "'Toggle:' itself [unknown-key]"
            ])
    }

    @Test func aPropTheBodyAssignsIsNotAlsoUnused() {
        let marked = MarkedText("view: Main\nprops:\n  count: Int\nbody:\n  - Button: Add\n    action: 1️⃣count += 1\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot assign to 'count': it is a prop; only state and bindings can change "
                    + "[assignment-to-constant]"
            ])
    }

    @Test func aTypeNamedLikeAViewIsReportedOnceAndItsUsesAreNot() {
        let result = checkSpecs([
            ("Specs/Product.yaml", "view: Product\nbody:\n  - Text: a\n"),
            ("Specs/Types.yaml", "types:\n  Product:\n    id: Int\n  Aisle:\n    id: Int\n    items: \"[Product]\"\n"),
        ])
        #expect(
            result.lines == [
                "2:3: error: type 'Product' is already declared in this unit [duplicate-name]"
            ])
    }

    /// Swift's `1_000` is a String to YAML: said where it is written, as a state's start or where a number is due.
    @Test func aNumberWithSwiftsSeparatorsIsToldYAMLReadsItAsAString() {
        let marked = MarkedText(
            """
            view: Main
            state:
              budget: 1️⃣1_000
              limit:
                type: Int
                initial: 2️⃣2_500
            body:
              - Text: "{budget} {limit}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: state 'budget' starts as the String \"1_000\"; YAML reads no '_' in a number: "
                    + "write 'budget: 1000', or 'budget: \"1_000\"' to mean the text [word-as-state-value]",
                "\(marked[2]): error: expected a value of type 'Int', found a string; YAML reads no '_' in a number, so "
                    + "'2_500' is a string: write 2500 [literal-type-mismatch]",
            ])
    }

    /// `foregroundColor: #FF0000` leaves the value empty, with the rest of the line a comment.
    @Test func aValueYAMLReadsAsACommentIsToldSo() {
        let marked = MarkedText("view: Main\nbody:\n  - Text: a\n    foregroundColor: 1️⃣#FF0000\n")
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: expected a color (black, white, gray, red, orange, yellow, green, mint, teal, "
                    + "cyan, blue, indigo, purple, pink, brown, primary, secondary or accentColor); YAML reads "
                    + "'#FF0000' as a comment, so the value is empty: to keep it, quote it, \"#FF0000\" [missing-value]"
            ])
        #expect(result.diagnostics.first?.range.end.column == marked[1].column + 7)
    }
}
