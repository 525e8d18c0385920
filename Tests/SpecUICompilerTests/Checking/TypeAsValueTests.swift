import SpecUICompiler
import Testing

/// State is declared by its initial value and props by their type; each written the other's way gets advice.
@Suite struct TypeAsValueTests {
    /// `goal: Int = 10` is told the explicit form, which the fix-it writes; the state is left out, so its uses
    /// are not reported against the String the scalar would be.
    @Test func aStateWrittenAsASwiftDeclarationIsToldTheExplicitForm() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [idle, busy]
            state:
              goal: 1️⃣Int = 10
              title: 2️⃣String = "Plants"
              note: 3️⃣String? = nil
              status: 4️⃣Status = .idle
            body:
              - Text: '{goal + 1} {title} {note ?? ""} {status == .busy}'
            """)
        let result = checkSpec(marked)
        let fixes = [
            "{type: Int, initial: 10}", "{type: String, initial: \"Plants\"}", "{type: \"String?\", initial: null}",
            "{type: Status, initial: .idle}",
        ]
        let names = ["goal", "title", "note", "status"]
        #expect(
            result.lines
                == names.indices.map { index in
                    "\(marked[index + 1]): error: state '\(names[index])' is written as a Swift declaration; the spec "
                        + "declares a state by its type and initial value: write '\(names[index]): \(fixes[index])' "
                        + "[swift-declaration]"
                })
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == fixes)
    }

    /// The fix-it writes the initial value as YAML does: Swift's `\u{...}` and `\'`, `_` between digits, a
    /// hexadecimal literal, the type before a case and a `//` comment would not be read so in YAML.
    @Test func aSwiftInitialValueIsSpelledAsTheSpecSpellsIt() {
        let marked = MarkedText(
            #"""
            view: Main
            types:
              Mood: [happy, sad]
            state:
              c: 1️⃣String = "x \u{1F600} \u{e9} it\'s"
              g: 2️⃣Int = 3 // comment
              big: 3️⃣Int = 1_000
              mask: 4️⃣Int = 0x1F
              mood: 5️⃣Mood = Mood.happy
              t: 6️⃣String = "a # b"
              i: 7️⃣String = "n \(g)"
            body:
              - Text: "{c}"
            """#)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == (1...7).map { marked[$0] })
        #expect(
            result.diagnostics.map { $0.fixIt?.replacement } == [
                #"{type: String, initial: "x \U0001F600 \u00E9 it's"}"#, "{type: Int, initial: 3}",
                "{type: Int, initial: 1000}", "{type: Int, initial: 31}", "{type: Mood, initial: .happy}", nil, nil,
            ])
        // The entry to paste is whole in the message, however long.
        #expect(
            result.diagnostics[0].message.hasSuffix(#"write 'c: {type: String, initial: "x \U0001F600 \u00E9 it's"}'"#))
        // `"a # b"`, which YAML ended at its comment, and an interpolation have no literal to offer.
        #expect(
            result.diagnostics[5].message
                == "state 't' is written as a Swift declaration; the spec declares a state by its type and initial "
                + "value: write 't: {type: String, initial: ...}'; its string is not closed where YAML ended the value: "
                + "' #' starts a YAML comment, so write the whole string in the explicit form's quoted 'initial:'")
        #expect(result.diagnostics[6].message.hasSuffix("; its initial value is no literal the spec writes"))
    }

    /// A value that is not of the declared type gets no fix-it: the explicit form would only move the mismatch.
    @Test func aSwiftDeclarationWhoseValueIsNotOfItsTypeHasNoFixIt() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Mood: [happy, sad]
            state:
              a: 1️⃣Int = "many"
              b: 2️⃣Bool = "yes"
              c: 3️⃣Int = 1.5
              d: 4️⃣Double = 2
              e: 5️⃣String? = nil
              f: 6️⃣Mood = happy
              g: 7️⃣Mood = 3
              h: 8️⃣Mood = .sad
            body:
              - Text: "{a}"
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.location) == (1...8).map { marked[$0] })
        #expect(
            result.diagnostics.map { $0.fixIt?.replacement } == [
                nil, nil, nil, "{type: Double, initial: 2}", #"{type: "String?", initial: null}"#, nil, nil,
                "{type: Mood, initial: .sad}",
            ])
        #expect(
            result.diagnostics[0].message.hasSuffix(
                #"write 'a: {type: Int, initial: ...}'; its initial value, "many", is no Int"#))
    }

    /// Swift's generic spelling of a type is a type here too: as a state's value it is warned about, and in a
    /// declaration it is written as the language spells it.
    @Test func aGenericSpellingAsAStateIsReadAsTheTypeItSpells() {
        let marked = MarkedText(
            """
            view: Main
            state:
              o: 1️⃣Optional<String>
              arr: 2️⃣Array<Int> = [1, 2]
            body:
              - Text: "{o} {arr.count}"
            """)
        let result = checkSpec(marked)
        // The declaration is the decoder's error, the warning the checker's, which comes after.
        #expect(result.diagnostics.map(\.location) == [marked[2], marked[1]])
        #expect(result.diagnostics.map(\.code) == ["swift-declaration", "type-as-state-value"])
        #expect(result.diagnostics[0].fixIt?.replacement == #"{type: "[Int]", initial: [1, 2]}"#)
        #expect(result.diagnostics[1].message.contains("not as a value of type 'String?'"))
    }

    @Test func aStateWrittenAsATypeIsWarnedAbout() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
              Status: [idle, busy]
            state:
              count: 1️⃣Int
              ratio: 2️⃣Double
              name: 3️⃣String?
              status: 4️⃣Status
              todos: 5️⃣[Todo]
              quoted: 6️⃣"[Todo]"
            body:
              - Text: '{count} {ratio} {name} {status} {todos.count} {quoted}'
            """)
        func warning(_ name: String, _ value: String, _ type: String, _ fix: String, kept: String = "String")
            -> String
        {
            "warning: state '\(name)' starts as \(value), not as a value of type '\(type)'; state is declared by its "
                + "initial value: write '\(name): \(fix)', or '\(name): {type: \(kept), initial: ...}' to mean the "
                + "text [type-as-state-value]"
        }
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): \(warning("count", "the String \"Int\"", "Int", "0"))",
                "\(marked[2]): \(warning("ratio", "the String \"Double\"", "Double", "0.0"))",
                "\(marked[3]): \(warning("name", "the String \"String?\"", "String?", "{type: \"String?\", initial: null}"))",
                "\(marked[4]): \(warning("status", "the String \"Status\"", "Status", "{type: Status, initial: .idle}"))",
                "\(marked[5]): "
                    + warning(
                        "todos", "the list [\"Todo\"]", "[Todo]", "{type: \"[Todo]\", initial: []}",
                        kept: "\"[String]\""),
                "\(marked[6]): \(warning("quoted", "the String \"[Todo]\"", "[Todo]", "{type: \"[Todo]\", initial: []}"))",
            ])
    }

    @Test func textThatIsNoTypeOfTheUnitOrIsQuotedOrExplicitIsAccepted() {
        let marked = MarkedText(
            """
            view: Main
            state:
              greeting: Hello
              label: "Int"
              words: [Int, String]
              kept: {type: String, initial: Int}
              enabled: True
              size: 0x1F
            body:
              - Text: "{greeting} {label} {words.count} {kept} {enabled} {size}"
            """)
        #expect(checkSpec(marked).lines == [])
    }

    @Test func aStateWrittenAsSwiftsNilOrAYAML11BooleanIsWarnedAbout() {
        let marked = MarkedText(
            """
            view: Main
            state:
              selected: 1️⃣nil
              enabled: 2️⃣yes
              muted: 3️⃣Off
              quoted: "nil"
              tagged: !!str yes
              explicit: {type: String, initial: no}
            body:
              - Text: "{selected} {enabled} {muted} {quoted} {tagged} {explicit}"
            """)
        let text = " to mean the text [word-as-state-value]"
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: state 'selected' starts as the String \"nil\"; YAML writes no value as null or ~, "
                    + "and a state that starts with none declares its type: write "
                    + "'selected: {type: \"Element?\", initial: null}', or 'selected: \"nil\"'" + text,
                "\(marked[2]): warning: state 'enabled' starts as the String \"yes\"; YAML 1.2 reads only true and false "
                    + "as a Bool: write 'enabled: true', or 'enabled: \"yes\"'" + text,
                "\(marked[3]): warning: state 'muted' starts as the String \"Off\"; YAML 1.2 reads only true and false "
                    + "as a Bool: write 'muted: false', or 'muted: \"Off\"'" + text,
            ])
    }

    @Test func aValueWrittenWhereATypeIsDeclaredSaysWhichTypeToWrite() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Point:
                x: 1️⃣3
            props:
              count: 2️⃣0
              ratio: 3️⃣0.5
              title: "Hello"
            bindings:
              flag: 4️⃣false
              name: 5️⃣~
            state:
              total: {type: 6️⃣0x10, initial: 0}
            body:
              - Text: "{count} {ratio} {flag} {name} {total} {title}"
            """)
        func error(_ found: String, _ type: String) -> String {
            "error: expected a type, found \(found); a type is declared here, not a value: write \(type) "
                + "[expected-type]"
        }
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): \(error("the integer '3'", "'Int'"))",
                "\(marked[2]): \(error("the integer '0'", "'Int'"))",
                "\(marked[3]): \(error("the number '0.5'", "'Double'"))",
                "\(marked[4]): \(error("the Boolean 'false'", "'Bool'"))",
                "\(marked[5]): \(error("null", "an optional type such as 'String?'"))",
                "\(marked[6]): \(error("the integer '0x10'", "'Int'"))",
                "8:11: error: unknown type 'Hello' [unknown-type]",
            ])
    }
}
