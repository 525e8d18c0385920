import Foundation
import SpecUICompiler
import Testing

@Suite struct YAMLLoaderTests {
    private func load(_ text: String) -> (YAMLNode?, [Diagnostic]) {
        load(Array(text.utf8))
    }

    private func load(_ bytes: [UInt8]) -> (YAMLNode?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let node = YAMLLoader.load(bytes, path: "Specs/Test.yaml", diagnostics: &diagnostics)
        return (node, diagnostics)
    }

    private func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
        node?.mapping?.first { $0.key.scalar?.value == key }?.value
    }

    @Test func buildsNodesWithOneBasedRanges() {
        let marked = MarkedText("view: 1️⃣Counter2️⃣\nstate:\n  3️⃣count: 4️⃣0\nbody:\n  - 5️⃣Text: 6️⃣\"hi\"7️⃣\n")
        let (root, diagnostics) = load(marked.text)
        #expect(diagnostics.isEmpty)
        let view = value(root, "view")
        #expect(view?.scalar?.value == "Counter")
        #expect(view?.range == SourceRange(start: marked[1], end: marked[2]))
        let count = value(root, "state")?.mapping?.first
        #expect(count?.key.range.start == marked[3])
        #expect(count?.value.range.start == marked[4])
        let text = value(root, "body")?.sequence?.first?.mapping?.first
        #expect(text?.key.range.start == marked[5])
        #expect(text?.value.scalar?.style == .doubleQuoted)
        #expect(text?.value.scalar?.source == "\"hi\"")
        #expect(text?.value.scalar?.start == marked[6])
        #expect(text?.value.range.end == marked[7])
    }

    @Test func columnsCountUnicodeScalars() {
        let marked = MarkedText("title: \"جاهز 🙂\"\nnext: 1️⃣x\nafter: [\"é\", 2️⃣y]\n")
        let (root, diagnostics) = load(marked.text)
        #expect(diagnostics.isEmpty)
        #expect(value(root, "next")?.range.start == marked[1])
        #expect(value(root, "after")?.sequence?.last?.range.start == marked[2])
        #expect(value(root, "title")?.scalar?.source == "\"جاهز 🙂\"")
    }

    @Test func byteOrderMarkDoesNotShiftColumns() {
        let (root, diagnostics) = load([0xEF, 0xBB, 0xBF] + Array("view: Main\n".utf8))
        #expect(diagnostics.isEmpty)
        let view = value(root, "view")?.scalar
        #expect(view?.source == "Main")
        #expect(view?.start == SourceLocation(line: 1, column: 7))
    }

    @Test func keepsExplicitTagsShort() {
        let (root, _) = load("count: !!str 3\n")
        #expect(value(root, "count")?.tag == "!!str")
        #expect(value(root, "count")?.scalar?.value == "3")
    }

    @Test func reportsDuplicateKeyWithNoteAtTheFirst() throws {
        let marked = MarkedText("view: A\nstate:\n  1️⃣count: 0\n  2️⃣count: 1\n")
        let (root, diagnostics) = load(marked.text)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == "duplicate-key")
        #expect(diagnostic.message == "duplicate key 'count'")
        #expect(diagnostic.location == marked[2])
        #expect(diagnostic.notes.map(\.message) == ["'count' first appears here"])
        #expect(diagnostic.notes.first?.range.start == marked[1])
        #expect(value(root, "state")?.mapping?.count == 1)
    }

    /// A modifier written twice on a view is told how SwiftUI's chain of the same modifier is written; the same key
    /// twice in a record is only a duplicate.
    @Test func aModifierTwiceOnAViewIsToldHowToApplyItAgain() {
        let marked = MarkedText(
            "view: A\nbody:\n  - Text: a\n    padding: true\n    background: blue\n    1️⃣padding: 2\n")
        #expect(
            load(marked.text).1.map(\.message) == [
                "duplicate key 'padding'; a view takes each modifier once: to apply 'padding' again around the "
                    + "modifiers before it, make the view the only item of a 'VStack:' and give the 'VStack' the "
                    + "second 'padding'"
            ])
        #expect(load(marked.text).1.first?.location == marked[1])
        #expect(load("types:\n  T: {id: Int, id: String}\n").1.map(\.message) == ["duplicate key 'id'"])
        // A view's name twice in one item is a second view whose item lacks its `- `.
        let view = MarkedText("view: A\nbody:\n  - Text: a\n    1️⃣Text: b\n")
        #expect(
            load(view.text).1.map(\.message) == [
                "duplicate key 'Text'; 'Text' is a view, not a key: write the second one as an item of a list, "
                    + "starting with '- '"
            ])
    }

    @Test func aPlainKeyThatReadsAsANumberDiffersFromAQuotedOne() {
        let small = MarkedText("1: a\n\"1\": b\ntrue: c\n'true': d\nx: e\n1️⃣\"x\": f\n~: g\n\"~\": h\n")
        let (root, diagnostics) = load(small.text)
        #expect(diagnostics.map(\.message) == ["duplicate key 'x'"])
        #expect(diagnostics.map(\.location) == [small[1]])
        #expect(root?.mapping?.count == 7)
        let large = (0..<30).map { "k\($0): \($0)\n" }.joined()
        let marked = MarkedText(large + "0x1F: a\n\"0x1F\": b\n.inf: c\n\".inf\": d\n1️⃣'0x1F': again\n")
        let (_, largeDiagnostics) = load(marked.text)
        #expect(largeDiagnostics.map(\.location) == [marked[1]])
        #expect(largeDiagnostics.first?.notes.first?.range.start == SourceLocation(line: 32, column: 1))
    }

    @Test func findsDuplicatesInLargeMappings() throws {
        let keys = (0..<30).map { "k\($0): \($0)\n" }.joined()
        let marked = MarkedText(keys + "1️⃣k7: again\n")
        let (_, diagnostics) = load(marked.text)
        #expect(diagnostics.map(\.location) == [marked[1]])
        #expect(diagnostics.first?.notes.first?.range.start == SourceLocation(line: 8, column: 1))
    }

    @Test func mergeKeysStayOrdinaryKeys() {
        let (root, diagnostics) = load("base: &b {a: 1}\nview:\n  <<: *b\n")
        #expect(diagnostics.isEmpty)
        #expect(value(root, "view")?.mapping?.first?.key.scalar?.value == "<<")
    }

    @Test func aliasIsACopyOfTheAnchoredNode() {
        let (root, diagnostics) = load("a: &x [1, 2]\nb: *x\n")
        #expect(diagnostics.isEmpty)
        #expect(value(root, "b") == value(root, "a"))
        #expect(value(root, "b")?.sequence?.count == 2)
    }

    @Test func undefinedAliasIsAnError() {
        let marked = MarkedText("a: 1️⃣*missing\n")
        let (root, diagnostics) = load(marked.text)
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == ["alias '*missing' refers to no anchor defined before it"])
        #expect(diagnostics.map(\.code) == ["undefined-alias"])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func billionLaughsStopsAtTheBudgetQuickly() {
        var text = "view: Bomb\nstate:\n  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            let items = Array(repeating: previous, count: 10).joined(separator: ", ")
            text += "  a\(level): &a\(level) [\(items)]\n"
        }
        let clock = ContinuousClock()
        var result: (YAMLNode?, [Diagnostic]) = (nil, [])
        // The eighth `*a3` of `a4` pushes the expansions past 100,000 nodes.
        let elapsed = clock.measure { result = load(text) }
        #expect(result.0 == nil)
        #expect(result.1.map(\.message) == ["alias '*a3' expands past the limit of 100000 nodes"])
        #expect(result.1.first?.code == "alias-expansion-limit")
        #expect(result.1.first?.location == SourceLocation(line: 7, column: 47))
        #expect(elapsed < .seconds(1))
    }

    @Test func nestingDeeperThan256IsAnError() {
        let text = "view: Deep\nstate:\n  x: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let (root, diagnostics) = load(text)
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == ["nesting is deeper than 256 levels"])
        // The root mapping and `state:` take two levels, so the 255th bracket (column 5 + 255) crosses the limit.
        #expect(diagnostics.first?.location == SourceLocation(line: 3, column: 260))
    }

    @Test func fileOver16MiBIsRefusedWithoutParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 16 * 1024 * 1024 + 1)
        let (root, diagnostics) = load(bytes)
        #expect(root == nil)
        #expect(diagnostics.map(\.code) == ["file-too-large"])
        #expect(
            diagnostics.first?.message == "the file is larger than 16 MiB (16777216 bytes), the limit for a spec")
        #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func invalidUTF8PointsAtTheFirstBadByte() {
        let (root, diagnostics) = load(Array("view: A\ntitle: é".utf8) + [0xFF] + Array(" x\n".utf8))
        #expect(root == nil)
        #expect(diagnostics.map(\.code) == ["invalid-utf8"])
        #expect(
            diagnostics.first?.message
                == "the file is not valid UTF-8: byte 0xFF cannot appear here; save the file as UTF-8")
        #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 9))
    }

    /// `view: A` in UTF-16 and UTF-32, with and without a byte order mark, and what `specui check` says of each.
    static let wideEncodings: [([UInt8], String)] = {
        let text = "view: A\n"
        let utf16 = Array(text.utf16)
        let utf32 = text.unicodeScalars.map(\.value)
        let utf16LE = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32LE = utf32.flatMap { value in (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
        let utf32BE = utf32.flatMap { value in (0..<4).reversed().map { UInt8(value >> (8 * $0) & 0xFF) } }
        let saveAs = "; SpecUI reads UTF-8: save the file as UTF-8"
        let noMark = " (it has NUL bytes beside each ASCII character)" + saveAs
        return [
            (
                [0xFF, 0xFE] + utf16LE,
                "the file is encoded as UTF-16 little-endian (its byte order mark is FF FE)" + saveAs
            ),
            (
                [0xFE, 0xFF] + utf16BE,
                "the file is encoded as UTF-16 big-endian (its byte order mark is FE FF)" + saveAs
            ),
            (utf16LE, "the file looks encoded as UTF-16 little-endian" + noMark),
            (utf16BE, "the file looks encoded as UTF-16 big-endian" + noMark),
            (
                [0xFF, 0xFE, 0x00, 0x00] + utf32LE,
                "the file is encoded as UTF-32 little-endian (its byte order mark is FF FE 00 00)" + saveAs
            ),
            (
                [0x00, 0x00, 0xFE, 0xFF] + utf32BE,
                "the file is encoded as UTF-32 big-endian (its byte order mark is 00 00 FE FF)" + saveAs
            ),
            (utf32BE, "the file looks encoded as UTF-32 big-endian" + noMark),
        ]
    }()

    @Test(arguments: wideEncodings) func aFileInUTF16OrUTF32IsNamedAtItsStart(bytes: [UInt8], message: String) {
        let (root, diagnostics) = load(bytes)
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map(\.code) == ["invalid-utf8"])
        #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }

    /// NEL, LS and PS end lines for YAML 1.1 and libyaml, not for YAML 1.2, editors or `grep`: a file holding one
    /// would have its lines counted one way by its diagnostics and another by its reader, and a comment holding one
    /// would end there. Each is reported where it is, with the escape that writes it in a string.
    @Test(arguments: [
        ("\u{85}", "U+0085 NEXT LINE", #"\u0085"#), ("\u{2028}", "U+2028 LINE SEPARATOR", #"\u2028"#),
        ("\u{2029}", "U+2029 PARAGRAPH SEPARATOR", #"\u2029"#),
    ])
    func aUnicodeLineBreakIsAnError(lineBreak: String, name: String, escape: String) {
        let message =
            "the file contains \(name), which YAML 1.1 reads as a line break and editors do not; remove it, or "
            + "write it as '\(escape)' in a double-quoted string"
        let (root, inString) = load(Array("view: A\ntitle: \"é\(lineBreak)b\"\n".utf8))
        #expect(root == nil)
        #expect(inString.map(\.code) == ["unicode-line-break"])
        #expect(inString.map(\.message) == [message])
        #expect(inString.first?.location == SourceLocation(line: 2, column: 10))
        let (_, inComment) = load(Array("# a\(lineBreak)b\nview: A\n".utf8))
        #expect(inComment.map(\.code) == ["unicode-line-break"])
        #expect(inComment.first?.location == SourceLocation(line: 1, column: 4))
    }

    /// Text pasted from a web page or a word processor brings several of them at once: each is reported, at the
    /// line and column an editor shows, where none of them ends a line.
    @Test func everyUnicodeLineBreakIsReportedWhereAnEditorShowsIt() {
        let text = "view: A\ntitle: \"a\u{2028}b\u{2028}c\"\n# \u{85}\r\nsubtitle: \"\u{2029}\"\n"
        let (root, diagnostics) = load(Array(text.utf8))
        #expect(root == nil)
        #expect(diagnostics.map(\.code) == Array(repeating: "unicode-line-break", count: 4))
        #expect(
            diagnostics.map(\.location) == [
                SourceLocation(line: 2, column: 10), SourceLocation(line: 2, column: 12),
                SourceLocation(line: 3, column: 3), SourceLocation(line: 4, column: 12),
            ])
    }

    @Test func unicodeLineBreaksStopAtAnotherProblemAndAtAFlood() {
        let (_, thenControl) = load(Array("a: \"\u{2028}\u{7}\u{2028}\"\n".utf8))
        #expect(thenControl.map(\.code) == ["unicode-line-break"])
        let (_, flood) = load(Array(("a: \"" + String(repeating: "\u{2029}", count: 80) + "\"\n").utf8))
        #expect(flood.count == 50)
        #expect(flood.last?.location == SourceLocation(line: 1, column: 54))
        #expect(
            flood.last?.notes.map(\.message) == [
                "more NEL, LS or PS characters follow; only the first 50 are reported"
            ])
        let (_, exactly) = load(Array(("a: \"" + String(repeating: "\u{2029}", count: 50) + "\"\n").utf8))
        #expect(exactly.count == 50)
        #expect(exactly.allSatisfy { $0.notes.isEmpty })
    }

    @Test func anEncodingProblemIsOnTheLineThatLibyamlAndTheQuotedSourceCount() {
        // CR and CR LF end lines for libyaml, so the BEL after each is at column 2 of a line of its own.
        for lineBreak in ["\r", "\r\n"] {
            let (_, diagnostics) = load(Array("view: A\ntitle: \"a\(lineBreak)b".utf8) + [0x07] + Array("\"\n".utf8))
            #expect(diagnostics.map(\.code) == ["control-character"])
            #expect(diagnostics.first?.location == SourceLocation(line: 3, column: 2), "\(lineBreak.unicodeScalars)")
        }
    }

    @Test func aNoncharacterIsCalledSo() {
        let (_, diagnostics) = load(Array("view: A\n# ".utf8) + [0xEF, 0xBF, 0xBE])
        #expect(diagnostics.map(\.code) == ["control-character"])
        #expect(diagnostics.map(\.message) == ["the file contains the noncharacter U+FFFE, which YAML does not allow"])
        #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 3))
    }

    @Test func truncatedAndOverlongSequencesAreInvalid() {
        let (_, truncated) = load(Array("a: ".utf8) + [0xE2, 0x82])
        #expect(truncated.first?.location == SourceLocation(line: 1, column: 4))
        let (_, overlong) = load(Array("a: ".utf8) + [0xC0, 0xAF])
        #expect(overlong.first?.message.contains("byte 0xC0") == true)
        let (_, surrogate) = load(Array("a: ".utf8) + [0xED, 0xA0, 0x80])
        #expect(surrogate.first?.code == "invalid-utf8")
    }

    @Test func binaryGarbageIsCalledBinary() {
        let (root, diagnostics) = load([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00])
        #expect(root == nil)
        #expect(diagnostics.map(\.code) == ["control-character"])
        #expect(
            diagnostics.first?.message == "the file contains the control character U+007F, which YAML does not allow")
        let (_, nul) = load(Array("view: A\n".utf8) + [0x00])
        #expect(nul.map(\.message) == ["the file contains a NUL byte; it looks like a binary file, not a YAML spec"])
        #expect(nul.first?.location == SourceLocation(line: 2, column: 1))
    }

    @Test(arguments: [0x00, 0x01, 0x07, 0x1F, 0x7F, 0xFF] as [UInt8])
    func aForbiddenByteIsFoundAtEveryOffsetOfALongLine(byte: UInt8) {
        // Clean stretches are skipped eight bytes at a time; the byte must be found wherever it falls in one.
        for offset in 0..<24 {
            var bytes = Array("title: abcdefghijklmnopqrstuvwxyz0123456789\n".utf8)
            bytes[7 + offset] = byte
            let (_, diagnostics) = load(bytes)
            #expect(diagnostics.count == 1, "offset \(offset)")
            #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 8 + offset), "offset \(offset)")
        }
    }

    @Test func emptyFileIsAnError() {
        for text in ["", "\n\n", "# only a comment\n"] {
            let (root, diagnostics) = load(text)
            #expect(root == nil)
            #expect(
                diagnostics.map(\.message) == ["the file is empty; a spec is a mapping with a 'view:' or 'types:' key"])
            #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 1))
        }
    }

    @Test func secondDocumentIsAnError() {
        let marked = MarkedText("view: A\n1️⃣---\nview: B\n")
        let (root, diagnostics) = load(marked.text)
        #expect(root == nil)
        #expect(diagnostics.map(\.code) == ["multiple-documents"])
        #expect(diagnostics.map(\.message) == ["a spec file holds one YAML document; this starts a second one"])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func topLevelScalarOrListIsAnError() {
        let (_, scalar) = load("hello\n")
        #expect(scalar.map(\.message) == ["a spec must be a mapping with a 'view:' or 'types:' key; found a scalar"])
        #expect(scalar.map(\.code) == ["root-not-mapping"])
        let marked = MarkedText("# list\n1️⃣- a\n")
        let (_, list) = load(marked.text)
        #expect(list.map(\.message) == ["a spec must be a mapping with a 'view:' or 'types:' key; found a list"])
        #expect(list.first?.location == marked[1])
    }

    @Test func unquotedColonGetsAQuoteHint() {
        let marked = MarkedText("view: A\nbody:\n  - Text: x\n    opacity: loading ? 1.01️⃣: 0.5\n")
        let (root, diagnostics) = load(marked.text)
        #expect(root == nil)
        #expect(diagnostics.map(\.code) == ["yaml-syntax"])
        #expect(
            diagnostics.first?.message
                == "mapping values are not allowed in this context; quote the whole scalar: \"loading ? 1.0: 0.5\""
        )
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func theQuoteHintShowsTheScalarOfTheLineQuotedReadyToPaste() {
        let problem = "mapping values are not allowed in this context; quote the whole scalar"
        let cases: [(line: String, hint: String)] = [
            ("    action: todos.append(Todo(id: 1))  # add one", #": "todos.append(Todo(id: 1))""#),
            ("    action: todos.append(Todo(id: 1))\t# add one", #": "todos.append(Todo(id: 1))""#),
            ("    action: todos.append(Todo(id: 1))\t ", #": "todos.append(Todo(id: 1))""#),
            ("    action: todos.append(Todo(id: 1, title: a#b))", #": "todos.append(Todo(id: 1, title: a#b))""#),
            ("    action:\n      - todos.append(Todo(id: 1, title: x))", #": "todos.append(Todo(id: 1, title: x))""#),
            (#"  - Text: say "hi": \n"#, #": "say \"hi\": \\n""#),
            ("  - Text: {a: b}: c", ""),
        ]
        for (line, hint) in cases {
            let (_, diagnostics) = load("view: A\nbody:\n  - Button: x\n" + line + "\n")
            #expect(diagnostics.map(\.message) == [problem + hint])
        }
    }

    @Test func aTemplateStartingWithAnInterpolationIsShownQuoted() {
        let marked = MarkedText("view: A\nbody:\n  - Text: {count} 1️⃣items left\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; quote the whole scalar: \"{count} items left\""
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// A colon later in such a template is its text, not a second entry; a flow mapping with a `:` in it before a
    /// key is a complete entry, and the key is told its own line.
    @Test func aColonInATemplateStartingWithAnInterpolationIsNotASecondEntry() {
        let (_, template) = load("view: A\nbody:\n  - Text: {count} items: {on}\n")
        #expect(
            template.map(\.message) == ["did not find expected key; quote the whole scalar: \"{count} items: {on}\""])
        let (_, entry) = load("view: A\nbody:\n  - Text: \"a\"\n    frame: {width: 3} padding: 2\n")
        #expect(
            entry.map(\.message) == [
                "did not find expected key; 'padding:' starts a second entry on this line: write it on a line of its "
                    + "own, at the column of 'Text'"
            ])
    }

    @Test func aLoneQuoteInsideSingleQuotesIsToldToBeWrittenTwice() {
        let marked = MarkedText("view: A\nbody:\n  - Text: 'it1️⃣'s Bob''s'\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; a quote inside single quotes is written twice: 'it''s Bob''s', "
                    + "or double-quote the scalar: \"it's Bob's\""
            ])
        #expect(diagnostics.first?.location == marked[1])
        // A blank after the quote that ends the scalar early keeps the caret on it.
        let spaced = MarkedText("view: A\nbody:\n  - Text: 'it1️⃣' s'\n")
        #expect(load(spaced.text).1.first?.location == spaced[1])
    }

    @Test func aBareQuoteInsideDoubleQuotesIsToldToBeEscapedOrSingleQuoted() {
        let marked = MarkedText("view: A\nbody:\n  - Text: \"{name + 1️⃣\"x\"}\"\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                #"did not find expected key; a quote inside double quotes is written \": "{name + \"x\"}", "#
                    + #"or single-quote the scalar: '{name + "x"}'"#
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aBareQuoteBesideAnEscapeIsToldOnlyToBeEscaped() {
        // Single quotes would read `\t` as two characters, so they are not offered.
        let (_, diagnostics) = load("view: A\nbody:\n  - Text: \"a\\t\"b\"\"\n")
        #expect(
            diagnostics.map(\.message) == [
                #"did not find expected key; a quote inside double quotes is written \": "a\t\"b\"""#
            ])
    }

    @Test func aQuotedScalarLeftOpenAtTheEndOfTheFileIsToldToCloseIt() {
        let marked = MarkedText("view: A\nbody:\n  - Text: 2️⃣\"unclosed\n  - Divider1️⃣\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "found unexpected end of stream; the quoted scalar that starts at the note is never closed: "
                    + "end it with the quote it starts with"
            ])
        #expect(diagnostics.first?.location == marked[1])
        #expect(diagnostics.first?.notes.map(\.range.start) == [marked[2]])
    }

    /// libyaml finds a `[` never closed at the end of the stream, the line after the file's last; the problem is
    /// shown just after the last thing written, past blank and comment lines, with or without a final newline.
    @Test func aProblemAtTheEndOfTheStreamIsShownAfterTheLastThingWritten() {
        for text in [
            "view: A\nbody:\n  - Text: hi\n    padding: 2️⃣[1, 21️⃣",
            "view: A\nbody:\n  - Text: hi\n    padding: 2️⃣[1, 21️⃣  \n\n  # more\n\t\n",
            "view: A\nbody:\n  - Text: hi\n    padding: 2️⃣[1, 21️⃣  # the end, 'quoted' \"#\"\n",
        ] {
            let marked = MarkedText(text)
            let (_, diagnostics) = load(marked.text)
            #expect(
                diagnostics.map(\.message) == [
                    "did not find expected ',' or ']'; the '[' at the note is not closed on its line: end it with ']'"
                ])
            #expect(diagnostics.first?.range == SourceRange(at: marked[1]))
            #expect(diagnostics.first?.notes.map(\.range.start) == [marked[2]])
        }
        // A problem with text after it stays where libyaml found it.
        let marked = MarkedText("view: A\nbody: [a, b\nc1️⃣: d]\n")
        #expect(load(marked.text).1.first?.location == marked[1])
    }

    @Test func keysBelowABareListItemSuggestTheColonItNeeds() {
        let marked = MarkedText("view: A\nbody:\n  - ProgressView\n    value1️⃣: 0.5\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "mapping values are not allowed in this context; '- ProgressView' on the line before has no ':', "
                    + "so this line continues its text; write '- ProgressView:' to give it keys"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// An item with a value but no `:` after its view's name reads on into the keys below it, too.
    @Test(arguments: [
        (
            "  - Text \"{title}\"\n    foregroundColor1️⃣: secondary\n",
            "'- Text \"{title}\"' on the line before has no ':' after 'Text', so this line continues its text; write "
                + "'- Text: \"{title}\"'"
        ),
        (
            "  - if ready\n    then1️⃣:\n      - Text: a\n",
            "'- if ready' on the line before has no ':' after 'if', so this line continues its text; write '- if: ready'"
        ),
    ])
    func keysBelowAnItemWithoutItsColonSuggestTheColon(body: String, hint: String) {
        let marked = MarkedText("view: A\nbody:\n" + body)
        let (_, diagnostics) = load(marked.text)
        #expect(diagnostics.map(\.message) == ["mapping values are not allowed in this context; " + hint])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// A line that opens a flow list and leaves it open, with the lines below indented no further, is told that
    /// its bracket is not closed; a multi-line list whose item is out of shape is not.
    @Test func aFlowListLeftOpenAtTheEndOfItsLineIsToldSo() {
        let marked = MarkedText("view: A\nstate:\n  n: 0\n  bogus: [\nbody:\n  1️⃣- Text: a\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected node content; the '[' that ends line 4 is not closed: end it with ']'"
            ])
        #expect(diagnostics.first?.location == marked[1])
        let (_, inner) = load("view: A\nstate:\n  xs: {type: \"[Int]\", initial: [\n    1,\n    - 2\n  ]}\nbody: []\n")
        #expect(inner.map(\.message) == ["did not find expected node content"])
    }

    /// An optional array type written without quotes (`[String]?`) is told to be quoted: YAML reads its `?` as a
    /// key's mark.
    @Test(arguments: ["[String]?", "[String]?  # the tags"])
    func anUnquotedOptionalArrayTypeIsToldToBeQuoted(written: String) {
        let (_, diagnostics) = load("view: A\nprops:\n  tags: \(written)\nbody: []\n")
        #expect(
            diagnostics.map(\.message) == [
                "mapping keys are not allowed in this context; YAML reads the '?' after a list as the mark of a key: "
                    + "quote the type, \"[String]?\""
            ])
    }

    /// An entry of a mapping written without its colon (`title String`) is told the colon, as the fix-it; so is one
    /// above another entry of a section of names, which YAML read on into (`count 0` above `flag: true`), at its
    /// own line. Under a view's key, such lines may be text, and are told to quote it.
    @Test func anEntryWithoutItsColonIsToldTheColon() {
        let after = MarkedText("view: A\nprops:\n  sub: Int\n  title1️⃣ String\nbody: []\n")
        let (_, afterDiagnostics) = load(after.text)
        #expect(
            afterDiagnostics.map(\.message) == [
                "could not find expected ':'; write ': ' between 'title' and its value: 'title: String'"
            ])
        #expect(afterDiagnostics.map(\.location) == [after[1]])
        #expect(afterDiagnostics.map { $0.fixIt?.replacement } == [":"])
        let before = MarkedText("view: A\nstate:\n  count1️⃣ 0\n  flag: true\nbody: []\n")
        let (_, beforeDiagnostics) = load(before.text)
        #expect(
            beforeDiagnostics.map(\.message) == [
                "mapping values are not allowed in this context; this line has no ':' after 'count', so YAML reads "
                    + "it and the next line as one text; write ': ' between 'count' and its value: 'count: 0'"
            ])
        #expect(beforeDiagnostics.map(\.location) == [before[1]])
        #expect(beforeDiagnostics.map { $0.fixIt?.replacement } == [":"])
        let text = MarkedText("view: A\nbody:\n  - Text:\n      Hello world\n      foo: bar\n")
        let (_, textDiagnostics) = load(text.text)
        #expect(
            textDiagnostics.map(\.message) == [
                "mapping values are not allowed in this context; quote the whole "
                    + "scalar: \"bar\""
            ])
    }

    /// A key indented past the key above it, whose value is plain text, is read as more of that text: quotes
    /// would not mend it, the key's column does.
    @Test func aKeyIndentedPastAPlainValueIsToldTheColumnOfItsView() {
        let marked = MarkedText("view: A\nbody:\n  - Toggle: Done\n      isOn1️⃣: $on\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "mapping values are not allowed in this context; 'isOn:' is indented past 'Toggle' on the line "
                    + "before, so YAML reads it as more of the value 'Done': write it at the column of 'Toggle' "
                    + "(column 5)"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// A case written right under `- switch: status`, with its dot or without, is told that a switch's cases go
    /// under `cases:`, not the column of `switch`, where it would be a key of its own.
    @Test(arguments: [".loading", "loading"])
    func aCaseIndentedUnderASwitchIsToldItsCasesKey(written: String) {
        let marked = MarkedText(
            "view: A\nbody:\n  - switch: status\n      \(written)1️⃣:\n        - Text: a\n")
        let (_, diagnostics) = load(marked.text)
        let cases =
            "a switch's cases go under 'cases:', written at the column of 'switch' (column 5), with each case "
            + "indented under it"
        #expect(
            diagnostics.map(\.message) == [
                "mapping values are not allowed in this context; '\(written):' is indented past 'switch' on the line "
                    + "before, so YAML reads it as more of the value 'status': " + cases
            ])
        #expect(diagnostics.first?.location == marked[1])
        // A comment or quotes after the switch's value end it on its line; the case is told the same.
        let commented = MarkedText(
            "view: A\nbody:\n  - switch: \"status\" # why\n      1️⃣\(written):\n        - Text: a\n")
        let (_, commentedDiagnostics) = load(commented.text)
        #expect(
            commentedDiagnostics.map(\.message) == [
                "did not find expected key; '\(written):' is indented past 'switch' on the line before: " + cases
            ])
        #expect(commentedDiagnostics.first?.location == commented[1])
    }

    /// A key indented past the key above it, whose value is quoted or a flow collection, is told that key's column.
    @Test(arguments: ["\"{count}\"", "'a'", "[Text: a]"])
    func aKeyIndentedPastAWrittenValueIsToldTheColumnOfItsView(value: String) {
        let marked = MarkedText("view: A\nbody:\n  - Text: \(value)\n     1️⃣font: title\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; 'font:' is indented past 'Text' on the line before: write it at the "
                    + "column of 'Text' (column 5)"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    /// A key indented less than the key above it, at the column of no mapping, is told both columns: either line
    /// may be the one out of place (`then:` below an `if:` indented too far under `else:`).
    @Test func aKeyIndentedOutOfItsMappingGetsTheIndentationHintNotQuotes() {
        let marked = MarkedText("view: A\nbody:\n  - Text: \"a\"\n 1️⃣font: title\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected key; 'font:' (column 2) is indented less than 'Text:' on the line before "
                    + "(column 5), and at the column of no mapping that holds it: the keys of one mapping are "
                    + "written at one column"
            ])
        #expect(diagnostics.first?.location == marked[1])
        let elseIf = MarkedText(
            "view: A\nbody:\n  - if: a\n    then: []\n    else:\n        if: b\n      1️⃣then: []\n")
        let (_, elseIfDiagnostics) = load(elseIf.text)
        #expect(
            elseIfDiagnostics.map(\.message) == [
                "did not find expected key; 'then:' (column 7) is indented less than 'if:' on the line before "
                    + "(column 9), and at the column of no mapping that holds it: the keys of one mapping are "
                    + "written at one column"
            ])
        #expect(elseIfDiagnostics.first?.location == elseIf[1])
    }

    @Test func aKeyIndentedLikeTheItemsOfAListIsToldToIndentItUnderItsItem() {
        let marked = MarkedText("view: A\nbody:\n  - Button: \"Add\"\n  1️⃣action: count += 1\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "did not find expected '-' indicator; this line is indented like the list's items but is not one: "
                    + "indent it past the '- ' of the item it belongs to, or start it with '- '"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aSwiftInterpolationInADoubleQuotedScalarIsToldToUseBraces() {
        let marked = MarkedText("view: A\nbody:\n  - Text: \"Count: 1️⃣\\(count * (2 + 1))\"\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.map(\.message) == [
                "found unknown escape character; a template interpolates with braces, not with Swift's '\\(...)': "
                    + "write '{count * (2 + 1)}' (a state or preview value, which interpolates nothing, keeps a "
                    + "backslash as '\\\\')"
            ])
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func aTabThatStopsTheParseGetsTheSpacesHint() {
        let marked = MarkedText("view: A\nbody:\n1️⃣\t- Text: x\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.first?.message
                == "found character that cannot start any token; YAML does not allow tabs for indentation: "
                + "indent with spaces")
        #expect(diagnostics.first?.location == marked[1])
        // libyaml's context starts at the tab too: a note there would only point at it again.
        #expect(diagnostics.first?.notes == [])
    }

    @Test func theTabHintIsGivenAfterNonASCIITextToo() {
        let marked = MarkedText("view: A\n# عربي 😀\nbody:\n1️⃣\t- Text: x\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.first?.message
                == "found character that cannot start any token; YAML does not allow tabs for indentation: "
                + "indent with spaces")
        #expect(diagnostics.first?.location == marked[1])
    }

    @Test func syntaxErrorNotesItsContext() {
        let marked = MarkedText("view: A\ntitle: 1️⃣\"unterminated2️⃣\n")
        let (_, diagnostics) = load(marked.text)
        #expect(
            diagnostics.first?.message
                == "found unexpected end of stream; the quoted scalar that starts at the note is never closed: "
                + "end it with the quote it starts with")
        #expect(diagnostics.first?.location == marked[2])
        #expect(diagnostics.first?.notes.map(\.message) == ["while scanning a quoted scalar that starts here"])
        #expect(diagnostics.first?.notes.first?.range.start == marked[1])
    }

    @Test func characterThatCannotStartATokenGetsTheHint() {
        let marked = MarkedText("view: A\ntitle: 1️⃣@name\n")
        let (_, diagnostics) = load(marked.text)
        #expect(diagnostics.first?.message.hasPrefix("found character that cannot start any token; quote") == true)
        #expect(diagnostics.first?.location == marked[1])
    }
}
