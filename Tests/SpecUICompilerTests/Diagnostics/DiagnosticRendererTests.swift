import SpecUICompiler
import Testing

@Suite struct DiagnosticRendererTests {
    private let source = "view: A\nbody:\n  - Text: hi\n    fnt: title\n\t\tx: 1\n"

    private func at(_ line: Int, _ column: Int, to endColumn: Int? = nil) -> SourceRange {
        SourceRange(
            start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: line, column: endColumn ?? column))
    }

    @Test func textShowsSourceLineCaretAndTildes() {
        let diagnostic = Diagnostic(
            .error, code: "unknown-key", message: "unknown key 'fnt'; did you mean 'font'?", file: "Specs/A.yaml",
            range: at(4, 5, to: 8), fixIt: .init(range: at(4, 5, to: 8), replacement: "font"))
        let rendered = DiagnosticRenderer(sources: ["Specs/A.yaml": source]).render([diagnostic], format: .text)
        #expect(
            rendered == """
                Specs/A.yaml:4:5: error: unknown key 'fnt'; did you mean 'font'? [unknown-key]
                    fnt: title
                    ^~~
                Specs/A.yaml:4:5: fix-it: replace 'fnt' with 'font'

                """)
    }

    /// A range that goes on past its first line is underlined to that line's end.
    @Test func aRangeOverSeveralLinesIsUnderlinedToTheEndOfItsFirst() {
        let range = SourceRange(start: SourceLocation(line: 3, column: 11), end: SourceLocation(line: 4, column: 8))
        let diagnostic = Diagnostic(.error, code: "demo", message: "two lines", file: "A.yaml", range: range)
        let rendered = DiagnosticRenderer(sources: ["A.yaml": source]).render([diagnostic], format: .text)
        #expect(
            rendered == """
                A.yaml:3:11: error: two lines [demo]
                  - Text: hi
                          ^~

                """)
    }

    /// A fix-it whose range spans lines is a replacement, told by the text it starts and ends with and where
    /// it ends; one that removes such a range is told the same way.
    @Test func aFixItOverSeveralLinesSaysWhatItReplacesAndWhereItEnds() {
        let range = SourceRange(start: SourceLocation(line: 3, column: 11), end: SourceLocation(line: 4, column: 8))
        func fixItLine(_ replacement: String) -> String? {
            let diagnostic = Diagnostic(
                .error, code: "demo", message: "two lines", file: "A.yaml", range: at(3, 11),
                fixIt: .init(range: range, replacement: replacement))
            let rendered = DiagnosticRenderer(sources: ["A.yaml": source]).render([diagnostic], format: .text)
            return rendered.split(separator: "\n").last.map(String.init)
        }
        #expect(fixItLine("{x: 1}") == "A.yaml:3:11: fix-it: replace 'hi … fnt' (to 4:8) with '{x: 1}'")
        #expect(fixItLine("") == "A.yaml:3:11: fix-it: remove 'hi … fnt' (to 4:8)")
        // Line breaks in the new text are told in words, its lines quoted, rather than escaped.
        #expect(
            fixItLine("\n  x: 1") == "A.yaml:3:11: fix-it: replace 'hi … fnt' (to 4:8) with a line break, then '  x: 1'"
        )
        #expect(
            fixItLine("a\nb\n")
                == "A.yaml:3:11: fix-it: replace 'hi … fnt' (to 4:8) with the lines 'a', 'b', then a line break")
        #expect(fixItLine("\n") == "A.yaml:3:11: fix-it: replace 'hi … fnt' (to 4:8) with a line break")
        #expect(fixItLine("\r\nx") == "A.yaml:3:11: fix-it: replace 'hi … fnt' (to 4:8) with a line break, then 'x'")
    }

    @Test func caretKeepsTabsAndNotesFollow() {
        let diagnostic = Diagnostic(
            .warning, code: "demo", message: "two tabs in", file: "A.yaml", range: at(5, 3),
            notes: [.init(message: "the body starts here", file: "A.yaml", range: at(2, 1, to: 5))])
        let rendered = DiagnosticRenderer(sources: ["A.yaml": source]).render([diagnostic], format: .text)
        #expect(
            rendered == """
                A.yaml:5:3: warning: two tabs in [demo]
                \t\tx: 1
                \t\t^
                A.yaml:2:1: note: the body starts here
                body:
                ^~~~

                """)
    }

    @Test func caretCountsUnicodeScalarsAndSkipsTheByteOrderMark() {
        let text = "\u{FEFF}title: \"جاهز\" x\n"
        let diagnostic = Diagnostic(.error, code: "demo", message: "here", file: "A.yaml", range: at(1, 16))
        let rendered = DiagnosticRenderer(sources: ["A.yaml": text]).render([diagnostic], format: .text)
        #expect(
            rendered.split(separator: "\n").dropFirst().map(String.init) == [
                "title: \"جاهز\" x", String(repeating: " ", count: 15) + "^",
            ])
    }

    @Test func aLongLineIsQuotedAroundTheRangeWithEllipses() {
        let long = "  - Text: \"" + String(repeating: "a", count: 200) + "{nope}" + String(repeating: "b", count: 200)
        let diagnostic = Diagnostic(
            .error, code: "unknown-name", message: "cannot find 'nope' in scope", file: "A.yaml",
            range: at(1, 213, to: 217))
        let rendered = DiagnosticRenderer(sources: ["A.yaml": long + "\"\n"]).render([diagnostic], format: .text)
        #expect(
            rendered == """
                A.yaml:1:213: error: cannot find 'nope' in scope [unknown-name]
                …\(String(repeating: "a", count: 39)){nope}\(String(repeating: "b", count: 75))…
                \(String(repeating: " ", count: 41))^~~~

                """)
        // At the start of a long line the window starts there too, with no ellipsis before it.
        let atStart = Diagnostic(.error, code: "demo", message: "here", file: "A.yaml", range: at(1, 3, to: 4))
        let quoted = DiagnosticRenderer(sources: ["A.yaml": long]).render([atStart], format: .text)
        #expect(quoted == "A.yaml:1:3: error: here [demo]\n" + long.prefix(120) + "…\n  ^\n")
    }

    /// The window's ends fall between characters: a flag cut in two would pair its letters with the next flag's.
    @Test func aLongLineIsCutBetweenCharacters() {
        let flags = String(repeating: "\u{1F1EF}\u{1F1F5}", count: 80)
        let line = "  - Text: \"" + flags + " {yy}x\""
        // Column 173 is `yy`: the window would start 40 scalars before, in the middle of a flag.
        let diagnostic = Diagnostic(.error, code: "demo", message: "here", file: "A.yaml", range: at(1, 173, to: 175))
        let rendered = DiagnosticRenderer(sources: ["A.yaml": line + "\n"]).render([diagnostic], format: .text)
        let quoted = rendered.split(separator: "\n")[1]
        #expect(quoted.hasPrefix("…\u{1F1EF}\u{1F1F5}"))
        #expect(quoted.hasSuffix("\u{1F1EF}\u{1F1F5} {yy}x\""))
        #expect(rendered.split(separator: "\n")[2].hasSuffix("^~"))
    }

    @Test func missingSourceLeavesOnlyTheHeadline() {
        let diagnostic = Diagnostic(.error, code: "demo", message: "gone", file: "B.yaml", range: at(9, 1))
        #expect(
            DiagnosticRenderer(sources: [:]).render([diagnostic], format: .text) == "B.yaml:9:1: error: gone [demo]\n")
    }

    @Test func sortsByPathLineColumnAndKeepsTiesInOrder() {
        let diagnostics = [
            Diagnostic(.error, code: "c", message: "b 2", file: "b.yaml", range: at(1, 1)),
            Diagnostic(.error, code: "c", message: "a 3:1", file: "a.yaml", range: at(3, 1)),
            Diagnostic(.error, code: "c", message: "a 1:5 first", file: "a.yaml", range: at(1, 5)),
            Diagnostic(.error, code: "c", message: "a 1:5 second", file: "a.yaml", range: at(1, 5)),
            Diagnostic(.error, code: "c", message: "a 1:2", file: "a.yaml", range: at(1, 2)),
        ]
        #expect(
            DiagnosticRenderer.sorted(diagnostics).map(\.message) == [
                "a 1:2", "a 1:5 first", "a 1:5 second", "a 3:1", "b 2",
            ])
    }

    @Test func jsonIsOneSortedObjectPerLine() {
        let diagnostic = Diagnostic(
            .error, code: "duplicate-key", message: "duplicate key 'count'", file: "Specs/A.yaml",
            range: at(4, 3, to: 8),
            notes: [.init(message: "'count' first appears here", file: "Specs/A.yaml", range: at(3, 3, to: 8))])
        let rendered = DiagnosticRenderer(sources: [:]).render([diagnostic, diagnostic], format: .json)
        let line =
            #"{"code":"duplicate-key","column":3,"endColumn":8,"endLine":4,"line":4,"message":"duplicate key 'count'","#
            + #""notes":[{"column":3,"endColumn":8,"endLine":3,"line":3,"message":"'count' first appears here","#
            + #""path":"Specs/A.yaml"}],"path":"Specs/A.yaml","severity":"error"}"#
        #expect(rendered == line + "\n" + line + "\n")
    }

    /// A fix-it in JSON says what it does as the text output does, for an editor's quick-fix title.
    @Test func jsonFixItsCarryTheirDescription() {
        let diagnostic = Diagnostic(
            .error, code: "unknown-key", message: "unknown key 'fnt'", file: "Specs/A.yaml", range: at(4, 5, to: 8),
            fixIt: .init(range: at(4, 5, to: 8), replacement: "font"))
        let rendered = DiagnosticRenderer(sources: ["Specs/A.yaml": source]).render([diagnostic], format: .json)
        #expect(
            rendered.contains(
                #""fixIt":{"column":5,"description":"replace 'fnt' with 'font'","endColumn":8,"endLine":4,"line":4,"#
                    + #""replacement":"font"}"#))
    }
}

@Suite struct DiagnosticRendererLineTests {
    private func rendered(_ text: String, line: Int) -> String {
        let location = SourceLocation(line: line, column: 1)
        let diagnostic = Diagnostic(.error, code: "c", message: "m", file: "f", range: SourceRange(at: location))
        return DiagnosticRenderer(sources: ["f": text]).render([diagnostic], format: .text)
    }

    /// Lines end where an editor ends them; a LINE SEPARATOR is shown on its line as its escape.
    @Test func findsLinesAcrossEveryKindOfBreak() {
        let text = "one\r\ntwo\rthree\u{2028}four\n"
        #expect(rendered(text, line: 1) == "f:1:1: error: m [c]\none\n^\n")
        #expect(rendered(text, line: 2) == "f:2:1: error: m [c]\ntwo\n^\n")
        #expect(rendered(text, line: 3) == "f:3:1: error: m [c]\nthree\\u{2028}four\n^\n")
        // The empty line after the last break quotes nothing for a caret to point at, as an empty file does not.
        #expect(rendered(text, line: 4) == "f:4:1: error: m [c]\n")
        #expect(rendered("", line: 1) == "f:1:1: error: m [c]\n")
        #expect(rendered(text, line: 5) == "f:5:1: error: m [c]\n")
    }
}

/// `marked` rendered as A.yaml with one diagnostic from marker 1 to marker 2.
private func rendered(_ marked: String, code: String, message: String) -> String {
    let input = MarkedText(marked)
    let diagnostic = Diagnostic(
        .error, code: code, message: message, file: "A.yaml", range: SourceRange(start: input[1], end: input[2]))
    return DiagnosticRenderer(sources: ["A.yaml": input.text]).render([diagnostic], format: .text)
}

/// The caret lines up in terminal cells while the headline keeps counting Unicode scalars.
@Suite struct DiagnosticRendererCaretWidthTests {
    @Test func wideCharactersBeforeTheRangeShiftTheCaretByTheirExtraCells() {
        let output = rendered(
            "- { Text: \"日本語\", 1️⃣fnt2️⃣: title }\n", code: "unknown-key",
            message: "unknown key 'fnt'; did you mean 'font'?")
        #expect(
            output == """
                A.yaml:1:18: error: unknown key 'fnt'; did you mean 'font'? [unknown-key]
                - { Text: "日本語", fnt: title }
                                    ^~~

                """)
    }

    @Test func combiningMarksBeforeTheRangeTakeNoCells() {
        // Six scalars, five cells: the tanween (U+064B) sits on the alif.
        let output = rendered(
            "- { Text: \"مرحباً\", 1️⃣fnt2️⃣: title }\n", code: "unknown-key",
            message: "unknown key 'fnt'; did you mean 'font'?")
        #expect(
            output == """
                A.yaml:1:21: error: unknown key 'fnt'; did you mean 'font'? [unknown-key]
                - { Text: "مرحباً", fnt: title }
                \(String(repeating: " ", count: 19))^~~

                """)
    }

    @Test func underlineSpansTheCellsOfAWideRange() {
        let output = rendered(
            "count: 1️⃣\"日本語 🎉\"2️⃣\n", code: "expected-type", message: "expected 'Int', found 'String'")
        #expect(
            output == """
                A.yaml:1:8: error: expected 'Int', found 'String' [expected-type]
                count: "日本語 🎉"
                       ^~~~~~~~~~~

                """)
    }
}

/// Text from a spec reaches the terminal as text: nothing in it can move the cursor, recolor the screen, start a
/// new line or reorder the line quoted.
@Suite struct DiagnosticRendererEscapingTests {
    @Test func aMessageQuotingDecodedTextStaysOnOneLine() {
        let key = "a\u{1B}[31m\nb\u{2028}c\u{9B}\td"
        let location = SourceLocation(line: 1, column: 1)
        let diagnostic = Diagnostic(
            .error, code: "unknown-key", message: "unknown key '\(key)'", file: "A.yaml",
            range: SourceRange(at: location),
            notes: [.init(message: "'\(key)' first appears here", file: "A.yaml", range: SourceRange(at: location))],
            fixIt: .init(range: SourceRange(at: location), replacement: key))
        let rendered = DiagnosticRenderer(sources: [:]).render([diagnostic], format: .text)
        let shown = "a\\u{1B}[31m\\u{A}b\\u{2028}c\\u{9B}\td"
        #expect(
            rendered == """
                A.yaml:1:1: error: unknown key '\(shown)' [unknown-key]
                A.yaml:1:1: fix-it: insert '\(shown)'
                A.yaml:1:1: note: '\(shown)' first appears here

                """)
    }

    /// Control characters and bidirectional controls, then invisible characters beside the joiners of an emoji
    /// sequence (which stay): each is shown as its escape, and the caret follows the escapes' cells.
    @Test(arguments: [
        (
            "  - Text: \"\u{1B}[2J\u{202E}1️⃣{x}2️⃣\"\n", "cannot find 'x' in scope",
            "A.yaml:1:17: error: cannot find 'x' in scope [unknown-name]\n  - Text: \"\\u{1B}[2J\\u{202E}{x}\"\n"
                + String(repeating: " ", count: 28) + "^~~\n"
        ),
        (
            "- Te\u{200B}xt: \"👨\u{200D}👩 \u{FEFF}1️⃣{x}2️⃣\"\n", "unknown view 'Te\u{200B}xt'",
            "A.yaml:1:16: error: unknown view 'Te\\u{200B}xt' [unknown-name]\n"
                + "- Te\\u{200B}xt: \"👨\u{200D}👩 \\u{FEFF}{x}\"\n" + String(repeating: " ", count: 28) + "^~~\n"
        ),
    ])
    func escapesInTheQuotedLineMoveTheCaret(marked: String, message: String, expected: String) {
        #expect(rendered(marked, code: "unknown-name", message: message) == expected)
    }

    /// A message and a note read as the text output shows them, each hidden or obeyed scalar spelled as its escape;
    /// a path and a fix-it's replacement are the text itself, with such scalars escaped as JSON escapes them.
    @Test func jsonEscapesWhatATerminalOrALineReaderWouldObey() {
        let hidden = "a\u{1B}\u{7F}\u{9B}\u{2028}\u{202E}\u{1D173}b"
        let at = SourceRange(at: SourceLocation(line: 1, column: 1))
        let diagnostic = Diagnostic(
            .error, code: "unknown-key", message: "unknown key '\(hidden)'", file: "A\u{202E}.yaml", range: at,
            notes: [.init(message: "see '\(hidden)'", file: "A.yaml", range: at)],
            fixIt: .init(range: at, replacement: hidden))
        let rendered = DiagnosticRenderer(sources: [:]).render([diagnostic], format: .json)
        let shown = #"a\\u{1B}\\u{7F}\\u{9B}\\u{2028}\\u{202E}\\u{1D173}b"#
        #expect(
            rendered
                == #"{"code":"unknown-key","column":1,"endColumn":1,"endLine":1,"#
                + #""fixIt":{"column":1,"description":"insert '"# + shown + #"'","endColumn":1,"endLine":1,"line":1,"#
                + #""replacement":"a\u001b\u007f\u009b\u2028\u202e\ud834\udd73b"},"line":1,"#
                + #""message":"unknown key '"# + shown + #"'","#
                + #""notes":[{"column":1,"endColumn":1,"endLine":1,"line":1,"message":"see '"# + shown + #"'","#
                + #""path":"A.yaml"}],"path":"A\u202e.yaml","severity":"error"}"# + "\n")
    }
}
