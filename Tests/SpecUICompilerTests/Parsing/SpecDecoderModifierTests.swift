import SpecUICompiler
import Testing

@Suite struct SpecDecoderModifierTests {
    @Test func modifiersKeepTheirWrittenOrder() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - Text: "Hi"
                    padding: true
                    font: largeTitle
                    bold: true
                    italic: true
                    underline: true
                    foregroundColor: white
                    background: blue
                    border: gray
                    accessibilityIdentifier: "greeting"
                """))
        #expect(decoded.messages == [])
        let kinds = try #require(decoded.node).modifiers.map(\.kind)
        #expect(kinds.count == 9)
        #expect(kinds[0] == .padding(Padding(edges: nil, length: nil)))
        #expect(
            Array(kinds[1...7]) == [
                .font(.largeTitle), .bold, .italic, .underline, .foregroundColor(.white), .background(.blue),
                .border(.gray),
            ])
        guard case .accessibilityIdentifier(let identifier) = kinds[8] else {
            Issue.record("expected accessibilityIdentifier")
            return
        }
        #expect(identifier.literalText == "greeting")
    }

    /// A word written as a block scalar, below its key, is read without the line break YAML keeps after it.
    @Test func aChoiceWrittenAsABlockScalarIsTheWordInIt() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - Text: "Hi"
                    font: |
                      largeTitle
                    foregroundColor: >
                      white
                """))
        #expect(decoded.messages == [])
        #expect(try #require(decoded.node).modifiers.map(\.kind) == [.font(.largeTitle), .foregroundColor(.white)])
    }

    @Test func expressionModifiersAndFrame() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - Text: "Hi"
                    padding: { edges: horizontal, length: 2 }
                    cornerRadius: 8
                    frame: { maxWidth: infinity, minHeight: 3, alignment: topLeading }
                    opacity: 0.5
                    disabled: "!isReady"
                    id: count
                    onAppear: count += 1
                    onChange: { of: count, action: [flag.toggle()] }
                """))
        #expect(decoded.messages == [])
        let kinds = try #require(decoded.node).modifiers.map(\.kind)
        guard case .padding(let padding) = kinds[0], case .cornerRadius(let radius) = kinds[1],
            case .frame(let frame) = kinds[2], case .opacity(let opacity) = kinds[3],
            case .disabled(let disabled) = kinds[4], case .id(let id) = kinds[5], case .onAppear(let appear) = kinds[6],
            case .onChange(let of, let action) = kinds[7]
        else {
            Issue.record("unexpected modifiers \(kinds)")
            return
        }
        #expect(padding.edges == .horizontal)
        #expect(padding.length?.kind == .integer(2))
        #expect(radius.kind == .integer(8))
        #expect(frame.maxWidth == .infinity)
        #expect(frame.alignment == .topLeading)
        guard case .value(let minHeight) = frame.minHeight else {
            Issue.record("expected a minHeight value")
            return
        }
        #expect(minHeight.kind == .integer(3))
        #expect(opacity.kind == .double(0.5))
        guard case .unary(.not, _) = disabled.kind else {
            Issue.record("expected !isReady")
            return
        }
        #expect(id.kind == .name("count"))
        #expect(appear.count == 1)
        #expect(of.kind == .name("count"))
        #expect(action.count == 1)
    }

    @Test func modifierValueErrors() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: "Hi"
                    bold: 1️⃣false
                    italic: 2️⃣yes
                    font: 3️⃣tittle
                    foregroundColor: 4️⃣purpel
                    background: 5️⃣chartreuse
                    frame: { width: 6️⃣infinity, 7️⃣heigth: 2 }
                    padding: { 8️⃣edge: top }
                    9️⃣onChange: { of: count }
                  - Text: "Hi"
                    onChange: { of: count, 🔟perform: count += 1 }
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "false-modifier", "'bold: false' has no effect; remove the key instead"),
                diagnostic(marked[2], "expected-true", "expected 'true' for 'italic'; found 'yes'"),
                diagnostic(marked[3], "unknown-font", "unknown font 'tittle'; did you mean 'title'?"),
                diagnostic(marked[4], "unknown-color", "unknown color 'purpel'; did you mean 'purple'?"),
                diagnostic(
                    marked[5], "unknown-color",
                    "unknown color 'chartreuse'; expected black, white, gray, red, orange, yellow, green, mint, teal, "
                        + "cyan, blue, indigo, purple, pink, brown, primary, secondary or accentColor"),
                diagnostic(
                    marked[6], "infinity-not-allowed",
                    "'infinity' is allowed only for maxWidth and maxHeight, not for 'width'"),
                diagnostic(marked[7], "unknown-key", "unknown key 'heigth' in 'frame'; did you mean 'height'?"),
                diagnostic(marked[8], "unknown-key", "unknown key 'edge' in 'padding'; did you mean 'edges'?"),
                diagnostic(marked[9], "missing-argument", "'onChange' needs 'action'"),
                // SwiftUI's label is read as the action it means, so the action is not also missing.
                diagnostic(
                    marked[10], "unknown-key",
                    "unknown key 'perform' in 'onChange'; SwiftUI's 'perform:' is 'action:' here"),
            ])
    }

    /// A quoted or tagged `true` is the String "true": a flag takes `true` itself, which is the fix-it.
    @Test func aFlagIsNotAQuotedOrTaggedTrue() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: "a"
                    bold: 1️⃣"true"
                    italic: 2️⃣'true'
                  - Text: "b"
                    underline: 3️⃣!!str true
                  - Text: "c"
                    bold: true
                """))
        let decoded = Decoded(marked.text)
        let quotes = "found a String, 'true' in quotes; write true without them"
        #expect(
            decoded.messages == [
                diagnostic(marked[1], "expected-true", "expected 'true' for 'bold'; " + quotes),
                diagnostic(marked[2], "expected-true", "expected 'true' for 'italic'; " + quotes),
                diagnostic(
                    marked[3], "expected-true",
                    "expected 'true' for 'underline'; found a String, 'true' with a tag; write true without it"),
            ])
        #expect(decoded.diagnostics.map { $0.fixIt?.replacement } == ["true", "true", "true"])
    }

    @Test func aChoiceOfTheWrongShapeNamesWhatItExpectsWithItsArticle() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: "Hi"
                    padding: { edges: 1️⃣[top, leading] }
                    frame: { alignment: 2️⃣[top] }
                    font: 3️⃣[title]
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-scalar",
                    "expected an edge set (all, horizontal, vertical, top, bottom, leading or trailing); found a list"),
                diagnostic(
                    marked[2], "expected-scalar",
                    "expected an alignment (center, top, bottom, leading, trailing, topLeading, topTrailing, "
                        + "bottomLeading or bottomTrailing); found a list"),
                diagnostic(
                    marked[3], "expected-scalar",
                    "expected a font (largeTitle, title, headline, body, caption or footnote); found a list"),
            ])
    }

    @Test func aTextStyleWrittenAsAFontIsToldItIsAModifierOfItsOwn() {
        let marked = MarkedText(viewSpec("  - Text: \"Hi\"\n    font: 1️⃣bold\n"))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-font",
                    "unknown font 'bold'; expected largeTitle, title, headline, body, caption or footnote; 'bold' is a "
                        + "modifier of its own: write it as its own key, 'bold: true'")
            ])
    }

    /// A SwiftUI text style the language lacks is told the nearest it has, with no fix-it: it is not a typo.
    @Test func aSwiftUITextStyleTheLanguageLacksIsToldTheNearest() {
        let marked = MarkedText(
            viewSpec("  - Text: \"Hi\"\n    font: 1️⃣subheadline\n  - Text: \"Ho\"\n    font: 2️⃣.title3\n"))
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "unknown-font",
                    "unknown font 'subheadline'; 'subheadline' is a SwiftUI text style the language does not have; "
                        + "the nearest in size is 'footnote'"),
                diagnostic(
                    marked[2], "unknown-font",
                    "unknown font '.title3'; 'title3' is a SwiftUI text style the language does not have; the "
                        + "nearest in size is 'title'"),
            ])
        #expect(decoded.diagnostics.allSatisfy { $0.fixIt == nil })
    }

    /// `.padding(.horizontal)` written as its value: the edges are a field of their own, which the fix-it writes.
    @Test func anEdgeSetWrittenAsPaddingIsToldItsField() {
        let marked = MarkedText(viewSpec("  - Text: \"Hi\"\n    padding: 1️⃣.vertical\n"))
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "type-mismatch",
                    "'.vertical' is an edge set, which 'padding' takes as its 'edges': write '{ edges: vertical }'")
            ])
        #expect(decoded.diagnostics.first?.fixIt?.replacement == "{ edges: vertical }")
    }

    @Test func aMisspelledEdgeSetIsToldTheOneItIsCloseTo() {
        let marked = MarkedText(viewSpec("  - Text: \"Hi\"\n    padding: 1️⃣.horizontl\n"))
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "type-mismatch",
                    "'.horizontl' is no edge set; did you mean '.horizontal'? '.horizontal' is an edge set, which "
                        + "'padding' takes as its 'edges': write '{ edges: horizontal }'")
            ])
        #expect(decoded.diagnostics.first?.fixIt?.replacement == "{ edges: horizontal }")
    }

    /// The position decides, never the quoting: quoted, an edge set or Swift's `.infinity` is told the same, and
    /// the fix-it replaces the quotes too, since a mapping written inside them would be a string.
    @Test func aQuotedEdgeSetOrInfinityIsToldAsAPlainOneIs() {
        let marked = MarkedText(
            viewSpec("  - Text: \"Hi\"\n    padding: 1️⃣\".vertical\"\n    frame: { maxWidth: 2️⃣'.infinity' }\n"))
        let decoded = Decoded(marked.text)
        #expect(decoded.diagnostics.map(\.location) == [marked[1], marked[2]])
        #expect(decoded.diagnostics.map(\.code) == ["type-mismatch", "type-mismatch"])
        #expect(decoded.diagnostics.map { $0.fixIt?.range.start } == [marked[1], marked[2]])
        #expect(
            decoded.diagnostics.map { $0.fixIt?.range.end.column } == [marked[1].column + 11, marked[2].column + 11])
        #expect(decoded.diagnostics.map { $0.fixIt?.replacement } == ["{ edges: vertical }", "infinity"])
    }

    @Test func swiftUIModifiersTheLanguageLacksSayWhatToWriteInstead() {
        let marked = MarkedText(
            viewSpec(
                """
                  - Text: "Hi"
                    1️⃣onTapGesture: count += 1
                    2️⃣backgroundColor: blue
                    3️⃣width: 10
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-key",
                    "unknown key 'onTapGesture' on 'Text'; a tap is a Button's action: make the view the label of a "
                        + "'Button:' with an 'action:'"),
                diagnostic(
                    marked[2], "unknown-key", "unknown key 'backgroundColor' on 'Text'; did you mean 'background'?"),
                diagnostic(
                    marked[3], "unknown-key",
                    "unknown key 'width' on 'Text'; write it inside 'frame', as 'frame: { width: ... }'"),
            ])
    }
}
