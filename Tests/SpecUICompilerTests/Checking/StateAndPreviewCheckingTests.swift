import SpecUICompiler
import Testing

@Suite struct StateAndPreviewCheckingTests {
    @Test func infersScalarTypesAndChecksExplicitForms() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String, done: Bool }
              Status: [loading, loaded]
            state:
              count: 0
              ratio: 1
              title: "Hi"
              todos:
                type: "[Todo]"
                initial:
                  - { id: 1, title: "Milk", done: false }
              status: { type: Status, initial: .loaded }
              scale: { type: Double, initial: 2 }
              names: [a, b]
              sizes: [1, 2.5]
            body:
              - Text: "{count} {ratio} {title} {todos.count} {scale} {names.count} {sizes.count}"
              - switch: status
                cases:
                  loading: [ProgressView]
                  loaded: [EmptyView]
            """)
        let result = checkSpec(marked)
        #expect(result.lines == [])
        let state = result.unit.view(named: "Main")?.state ?? []
        #expect(
            state.map { $0.type?.description ?? "nil" } == [
                "Int", "Int", "String", "[Todo]", "Status", "Double", "[String]", "[Double]",
            ])
        #expect(state[5].initial.kind == .double(2))
    }

    @Test func literalsWithoutTypeNeedTheExplicitForm() {
        let marked = MarkedText(
            """
            view: Main
            state:
              items: 1️⃣[]
              picked: 2️⃣null
            body:
              - Text: "{items.count} {picked}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: cannot infer the type of state 'items' from an empty list; "
                    + "write the explicit form with 'type: \"[Element]\"' and 'initial:' [missing-state-type]",
                "\(marked[2]): error: cannot infer the type of state 'picked' from null; "
                    + "write the explicit form with 'type: \"Element?\"' and 'initial:' [missing-state-type]",
            ])
    }

    /// Nothing written after a state's `:` is a value left out, more often than an optional meant.
    @Test func aStateWithNothingAfterItsColonIsToldToWriteItsInitialValue() {
        let marked = MarkedText("view: Main\nstate:\n  count:1️⃣\nbody:\n  - Text: \"{count}\"\n")
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: state 'count' has no initial value, which gives it its type; write one after its "
                    + "':' ('count: 0'), or for an optional state the explicit form with 'type: \"Element?\"' and "
                    + "'initial: null' [missing-state-type]"
            ])
    }

    @Test func theExplicitFormNamesTheOnlyTypeOfTheUnitTheLiteralFits() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Mode: [light, dark, auto]
              Size: [small, large]
              Todo: {id: Int, title: String}
              Tag: {id: Int, name: String}
              Label: {name: String, id: Int}
            state:
              mode: 1️⃣.auto
              scheme: 2️⃣.dark
              todos: 3️⃣[{id: 1, title: "a"}, {id: 2, title: "b"}]
              tags: 4️⃣[{id: 1, name: "a"}, {id: 2}]
              sizes: 5️⃣[.small, .auto]
              todo: 6️⃣{id: 1, title: "a"}
              tag: 7️⃣{id: 1, name: "a"}
              point: 8️⃣{x: 1}
            body:
              - Text: "{mode} {scheme} {todos.count} {tags.count} {sizes.count} {todo.id} {tag.id} {point.x}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot infer the type of state 'mode' from the enum case '.auto'; "
                    + "write the explicit form with 'type: Mode' and 'initial:' [missing-state-type]",
                "\(marked[2]): error: cannot infer the type of state 'scheme' from the enum case '.dark'; "
                    + "write the explicit form with 'type: EnumName' and 'initial:' [missing-state-type]",
                "\(marked[3]): error: cannot infer the type of state 'todos' from a list; "
                    + "write the explicit form with 'type: \"[Todo]\"' and 'initial:' [missing-state-type]",
                "\(marked[4]): error: cannot infer the type of state 'tags' from a list; "
                    + "write the explicit form with 'type: \"[Element]\"' and 'initial:' [missing-state-type]",
                "\(marked[5]): error: cannot infer the type of state 'sizes' from a list; "
                    + "write the explicit form with 'type: \"[Element]\"' and 'initial:' [missing-state-type]",
                "\(marked[6]): error: the type of state 'todo' cannot be inferred from a mapping; "
                    + "write {type: Todo, initial: {...}} [state-needs-type]",
                "\(marked[7]): error: the type of state 'tag' cannot be inferred from a mapping; "
                    + "write {type: \"...\", initial: {...}}; the records with these fields are 'Label', 'Tag' "
                    + "[state-needs-type]",
                "\(marked[8]): error: the type of state 'point' cannot be inferred from a mapping; "
                    + "write {type: \"...\", initial: {...}} [state-needs-type]",
            ])
    }

    @Test func aNameWithAnInvisibleCharacterIsToldItsVisibleSpellingWhichItsUsesAreNotReportedFor() {
        let marked = MarkedText(
            """
            view: Main
            props:
              2️⃣ti\u{200D}t\u{2066}le: String
            state:
              1️⃣count\u{200B}: 0
            body:
              - Text: "{count} {title} {3️⃣other}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[2]): error: prop name 'ti\u{200D}t\u{2066}le' is not a valid Swift identifier; it holds "
                    + "invisible characters (U+200D U+2066): write 'title' [invalid-identifier]",
                "\(marked[1]): error: state value name 'count\u{200B}' is not a valid Swift identifier; it holds the "
                    + "invisible character U+200B: write 'count' [invalid-identifier]",
                "\(marked[3]): error: cannot find 'other' in scope [unknown-name]",
            ])
    }

    @Test func aPreviewWhoseNameIsReportedStillHasItsValuesChecked() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: 0
            body:
              - Text: "{n}"
            previews:
              - name: 1️⃣" "
                values: {n: 2️⃣1.5, 3️⃣m: 2}
              - 4️⃣values: {n: 5️⃣"x"}
              - name: A
                values: {n: 1}
              - name: 6️⃣A
                values: {n: 7️⃣true}
            """)
        #expect(
            DiagnosticRenderer.sorted(checkSpec(marked).diagnostics).map { "\($0.location): \($0.code)" } == [
                "\(marked[1]): blank-preview-name", "\(marked[2]): literal-type-mismatch",
                "\(marked[3]): unknown-preview-value", "\(marked[4]): missing-key",
                "\(marked[5]): literal-type-mismatch", "\(marked[6]): duplicate-preview",
                "\(marked[7]): literal-type-mismatch",
            ])
    }

    @Test func aFloatingPointLiteralForAnIntIsNamedAsSuch() {
        let marked = MarkedText(
            """
            view: Main
            state:
              sizes: {type: "[Int]", initial: [1, 1️⃣2.5]}
            body:
              - Text: "{sizes.count}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a value of type 'Int', found a floating-point number "
                    + "[literal-type-mismatch]"
            ])
    }

    @Test func aStringWhereABoolIsExpectedSaysWhatWasMeant() {
        let marked = MarkedText(
            """
            view: Main
            state:
              a: {type: Bool, initial: 1️⃣yes}
              b: {type: Bool, initial: 2️⃣"true"}
              c: {type: Bool, initial: 3️⃣flase}
              d: {type: Bool, initial: 4️⃣maybe}
              e: {type: Bool, initial: 5️⃣"no"}
              f:
                type: Bool
                initial: 6️⃣'On'
            body:
              - Text: "{a} {b} {c} {d} {e} {f}"
            """)
        let mismatch = "error: expected a value of type 'Bool', found a string"
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): \(mismatch); YAML 1.2 reads 'yes' as a string, so write true or false "
                    + "[literal-type-mismatch]",
                "\(marked[2]): \(mismatch); a quoted 'true' is a string, so write it without quotes "
                    + "[literal-type-mismatch]",
                "\(marked[3]): \(mismatch); did you mean 'false'? [literal-type-mismatch]",
                "\(marked[4]): \(mismatch) [literal-type-mismatch]",
                "\(marked[5]): \(mismatch); the quotes make 'no' a string: write false, without quotes "
                    + "[literal-type-mismatch]",
                "\(marked[6]): \(mismatch); the quotes make 'On' a string: write true, without quotes "
                    + "[literal-type-mismatch]",
            ])
    }

    @Test func anEnumCaseWrittenWithoutItsDotSaysSo() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Kind: [alpha, beta]
            state:
              s: {type: Kind, initial: 1️⃣alpha}
              o: {type: "Kind?", initial: 2️⃣bta}
            body:
              - Text: "{s} {o ?? .alpha}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a value of type 'Kind', found a string; write '.alpha' for the enum "
                    + "case [literal-type-mismatch]",
                "\(marked[2]): error: expected a value of type 'Kind?', found a string; did you mean '.beta'? "
                    + "[literal-type-mismatch]",
            ])
    }

    @Test func aPlainNilIsAStringThatSaysYAMLWritesNull() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Item: { id: Int, rating: "Int?" }
            state:
              n: {type: "Int?", initial: 1️⃣nil}
              count: {type: Int, initial: 2️⃣nil}
              items: {type: "[Item]", initial: [{id: 1, rating: 3️⃣nil}, {id: 2, rating: ~}]}
              quoted: {type: "Int?", initial: 4️⃣"nil"}
            body:
              - Text: "{n ?? 0} {count} {items.count} {quoted ?? 0}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a value of type 'Int?', found a string; YAML writes no value as null "
                    + "or ~, not nil [literal-type-mismatch]",
                "\(marked[2]): error: expected a value of type 'Int', found a string; YAML writes no value as null "
                    + "or ~, and only an optional type such as 'Int?' takes it [literal-type-mismatch]",
                "\(marked[3]): error: expected a value of type 'Int?', found a string; YAML writes no value as null "
                    + "or ~, not nil [literal-type-mismatch]",
                "\(marked[4]): error: expected a value of type 'Int?', found a string [literal-type-mismatch]",
            ])
    }

    /// The fields a merge key was to bring are not reported missing: one mistake, one diagnostic.
    @Test func aMergeKeyInARecordIsOneUnknownField() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Contact: { id: Int, name: String, phone: String }
            state:
              contacts: {type: "[Contact]", initial: [&ana {id: 1, name: Ana, phone: "1"}, {1️⃣<<: *ana, id: 2}]}
            body:
              - Text: "{contacts.count}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: record 'Contact' has no field '<<'; '<<' is YAML 1.1's merge key, which YAML 1.2 "
                    + "does not have: write the keys out, or reuse a whole node with an alias such as '*name' "
                    + "[unknown-field]"
            ])
    }

    @Test func aPlainNilWhereAnOptionalStringIsExpectedIsWarnedToBeText() {
        let marked = MarkedText(
            """
            view: Main
            props:
              label: String?
              title: String
            types:
              Item: { id: Int, note: "String?" }
            state:
              s: {type: "String?", initial: 1️⃣nil}
              items: {type: "[Item]", initial: [{id: 1, note: 2️⃣nil}, {id: 2, note: ~}, {id: 3, note: "nil"}]}
              plain: {type: String, initial: nil}
              notes: {type: "[String?]", initial: [null, 'nil', 3️⃣nil]}
            body:
              - Text: "{s ?? \\"\\"} {items.count} {plain} {notes.count} {label ?? \\"\\"} {title}"
            previews:
              - name: Empty
                values: {label: 4️⃣nil, title: 5️⃣nil}
            """)
        let message =
            "warning: a plain nil is the String \"nil\" in YAML; YAML writes no value as null or ~: write null, or "
            + "\"nil\" quoted to mean the text [nil-as-text]"
        // A preview's value for a String prop takes no value that is none either; a state's text is its own.
        let noText =
            "warning: a plain nil is the String \"nil\" in YAML, and a 'String' has no value that is none: write \"\" "
            + "for no text, or \"nil\" quoted to mean the text [nil-as-text]"
        #expect(
            checkSpec(marked).lines == (1...4).map { "\(marked[$0]): " + message } + ["\(marked[5]): " + noText])
    }

    @Test func nullWhereATypeIsNotOptionalNamesItsOptional() {
        let marked = MarkedText(
            """
            view: Main
            state:
              n: {type: Int, initial: 1️⃣null}
              xs: {type: "[String]", initial: [a, 2️⃣~]}
            body:
              - Text: "{n} {xs.count}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a value of type 'Int', found null; only an optional type such as "
                    + "'Int?' takes null [literal-type-mismatch]",
                "\(marked[2]): error: expected a value of type 'String', found null; only an optional type such as "
                    + "'String?' takes null [literal-type-mismatch]",
            ])
    }

    @Test func recordLiteralsNeedEveryFieldOnceAndNoOthers() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String, done: Bool }
            state:
              todos:
                type: "[Todo]"
                initial:
                  - 1️⃣{ id: 1, title: "Milk" }
                  - { id: 2, title: "Eggs", done: false, 2️⃣titel: "x" }
                  - { id: 3, title: 3️⃣4, done: 4️⃣null }
                  - 5️⃣{ id: 4 }
            body:
              - Text: "{todos.count}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: missing field 'done' for a value of 'Todo' [missing-field]",
                "\(marked[2]): error: record 'Todo' has no field 'titel'; did you mean 'title'? [unknown-field]",
                "\(marked[3]): error: expected a value of type 'String', found an integer; "
                    + "quote it to make it a String [literal-type-mismatch]",
                "\(marked[4]): error: expected a value of type 'Bool', found null; only an optional type such as "
                    + "'Bool?' takes null [literal-type-mismatch]",
                "\(marked[5]): error: missing fields 'title' and 'done' for a value of 'Todo' [missing-field]",
            ])
    }

    @Test func enumCaseLiteralsAreChecked() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Status: [loading, loaded]
            state:
              status: { type: Status, initial: 1️⃣.loadd }
            body:
              - Text: "x"
                opacity: "status == .loaded ? 1.0 : 0.5"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: enum 'Status' has no case 'loadd'; did you mean 'loaded'? [unknown-case]"
            ])
    }

    @Test func duplicateIDsInInitialDataPointAtTheSecond() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String }
            state:
              todos:
                type: "[Todo]"
                initial:
                  - { id: 1️⃣1, title: "a" }
                  - { id: 2, title: "b" }
                  - { id: 2️⃣1, title: "c" }
            body:
              - Text: "{todos.count}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: two 'Todo' elements have the id 1; ids must be unique [duplicate-id]"
            ])
        #expect(result.notes == ["\(marked[1]): note: the id 1 is first used here"])
    }

    @Test func previewValuesNameInputsAndAreTyped() {
        let marked = MarkedText(
            """
            view: Main
            props:
              isReady: Bool
            state:
              count: 0
            previews:
              - name: Ready
                values: { isReady: true, count: 2️⃣"two", 3️⃣isRedy: false }
            body:
              - Text: "{count}"
                disabled: isReady
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: expected a value of type 'Int', found a string [literal-type-mismatch]",
                "\(marked[3]): error: view 'Main' has no prop, binding or state named 'isRedy'; did you mean 'isReady'? "
                    + "[unknown-preview-value]",
            ])
    }

    /// A near name is the fix-it, unless the preview sets that name already, another unknown value is near it too,
    /// or its type cannot hold the value; a name the preview does not set, of a type that may hold it, is suggested
    /// before the others.
    @Test func anUnknownPreviewValueGetsItsNearNameAsTheFixIt() {
        let marked = MarkedText(
            """
            view: Main
            props:
              name: String
              names: "[String]"
              title: String
            previews:
              - name: One
                values: { 1️⃣nam: "Ann", title: "T", names: [] }
              - name: Set
                values: { name: "Ann", 2️⃣nams: ["Bo"], title: "T" }
              - name: Two
                values: { 3️⃣titel: "A", 4️⃣tittle: "B", name: "N", names: [] }
              - name: Typed
                values: { 5️⃣nam: 5, title: "T", names: [] }
            body:
              - Text: "{name} {title} {names.count}"
            """)
        let result = checkSpec(marked)
        func fixIt(_ marker: Int, _ written: String, _ meant: String) -> Diagnostic.FixIt {
            let end = SourceLocation(line: marked[marker].line, column: marked[marker].column + written.count)
            return Diagnostic.FixIt(range: SourceRange(start: marked[marker], end: end), replacement: meant)
        }
        let unknown = "error: view 'Main' has no prop, binding or state named"
        #expect(
            result.lines == [
                "\(marked[1]): \(unknown) 'nam'; did you mean 'name'? [unknown-preview-value]",
                "\(marked[2]): \(unknown) 'nams'; did you mean 'names'? [unknown-preview-value]",
                "\(marked[3]): \(unknown) 'titel'; did you mean 'title'? [unknown-preview-value]",
                "\(marked[4]): \(unknown) 'tittle'; did you mean 'title'? [unknown-preview-value]",
                "\(marked[5]): \(unknown) 'nam'; did you mean 'name'? [unknown-preview-value]",
            ])
        #expect(result.diagnostics.map(\.fixIt) == [fixIt(1, "nam", "name"), fixIt(2, "nams", "names"), nil, nil, nil])
    }

    @Test func usesOfARejectedMemberAreNotReportedAgain() {
        let child = MarkedText(
            """
            view: Row
            props:
              1️⃣class: Int
              list: "[Int2️⃣"
            state:
              3️⃣default: 0
            body:
              - Text: "{default} {class}"
              - Button: "Add"
                action: default += 1
              - ForEach: list
                id: self
                content:
                  - Text: "{item}"
            previews:
              - name: Busy
                values: {default: 3, list: [1, 1]}
            """)
        let parent = "view: Main\nbody:\n  - Row:\n      list: \"[2]\"\n"
        let result = checkSpecs([("Specs/Row.yaml", child.text), ("Specs/Main.yaml", parent)])
        #expect(
            result.lines == [
                "\(child[1]): error: 'class' is a Swift keyword and cannot name a prop [swift-keyword]",
                "\(child[2]): error: expected ']' to close '[' [invalid-type]",
                "\(child[3]): error: 'default' is a Swift keyword and cannot name a state value [swift-keyword]",
            ])
    }

    @Test func usesOfARejectedFieldAreNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Range2:
                1️⃣as: "[Int]"
                2️⃣hashValue: Int
                n: Int
            bindings:
              r: Range2
            state:
              copy:
                type: Range2
                initial: {n: 1, hashValue: 2}
            body:
              - Text: "{r.as.count} {r.hashValue} {r.n} {copy.n} {r.3️⃣count}"
              - Button: "Reset"
                action: "copy = Range2(as: [], n: 0)"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'as' is a Swift keyword and cannot name a field [swift-keyword]",
                "\(marked[2]): error: 'hashValue' cannot name a field: records are Hashable, and a stored 'hashValue' "
                    + "would replace the hash Swift derives from every field [reserved-name]",
                "\(marked[3]): error: value of type 'Range2' has no member 'count' [unknown-member]",
            ])
    }

    @Test func usesOfARejectedEnumCaseAreNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Door: [1️⃣repeat, 2️⃣.ajar, closed]
            props:
              door: Door
            state:
              last: { type: Door, initial: .repeat }
            body:
              - Text: "{door == .ajar} {last} {door == 3️⃣.shut}"
              - switch: door
                cases:
                  "repeat": [Text: "Open"]
                  closed: [Text: "Closed"]
              - switch: door
                cases:
                  closed: [Text: "Closed"]
                default: [Text: "Open"]
              - switch: door
                cases:
                  repeat: [Text: "Open"]
                  .ajar: [Text: "Ajar"]
                  closed: [Text: "Closed"]
            previews:
              - name: Ajar
                values: { door: .ajar }
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: 'repeat' is a Swift keyword and cannot name an enum case [swift-keyword]",
                "\(marked[2]): error: enum cases are declared without a dot: write 'ajar' [invalid-identifier]",
                "\(marked[3]): error: enum 'Door' has no case 'shut' [unknown-enum-case]",
            ])
    }

    @Test func usesOfAFieldOfAnUnknownTypeAreNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Box: { label: 1️⃣Strin, size: Int }
            state:
              box:
                type: Box
                initial: { label: "x", size: 1 }
            body:
              - Text: "{box.label} {box.size}"
                opacity: "box.label == 2 ? 1.0 : 0.5"
              - Button: "Grow"
                action: "box = Box(label: 3, size: 2️⃣true)"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown type 'Strin'; did you mean 'String'? [unknown-type]",
                "\(marked[2]): error: cannot use 'true' of type 'Bool' where 'Int' is expected [type-mismatch]",
            ])
    }

    @Test func previewValuesOfAnInputOfUnknownTypeAreNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: 1️⃣Strng
              sizes: "[2️⃣Itn]"
              count: Int
            body:
              - Text: "{title} {sizes.count} {count}"
            previews:
              - name: A
                values: { title: 1, sizes: [1], count: 3️⃣"2" }
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown type 'Strng'; did you mean 'String'? [unknown-type]",
                "\(marked[2]): error: unknown type 'Itn'; did you mean 'Int'? [unknown-type]",
                "\(marked[3]): error: expected a value of type 'Int', found a string; a quoted '2' is a string, so "
                    + "write it without quotes [literal-type-mismatch]",
            ])
    }

    @Test func aQuotedNumberWhereANumberIsExpectedIsToldToLoseItsQuotes() {
        let marked = MarkedText(
            """
            view: Main
            state:
              ratio:
                type: Double
                initial: 1️⃣"2.5"
              count:
                type: Int
                initial: 2️⃣"x5"
            props:
              limit: Int?
            body:
              - Text: "{ratio} {count} {limit ?? 0}"
            previews:
              - name: A
                values: { limit: 3️⃣'5' }
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: expected a value of type 'Double', found a string; a quoted '2.5' is a string, "
                    + "so write it without quotes [literal-type-mismatch]",
                "\(marked[2]): error: expected a value of type 'Int', found a string [literal-type-mismatch]",
                "\(marked[3]): error: expected a value of type 'Int?', found a string; a quoted '5' is a string, so "
                    + "write it without quotes [literal-type-mismatch]",
            ])
    }

    @Test func aForEachIdentifiedByAFieldOfUnknownTypeIsNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Item: { id: 1️⃣Itn, name: 2️⃣Strin }
            state:
              items:
                type: "[Item]"
                initial: [{ id: 1, name: "a" }]
            body:
              - ForEach: items
                as: it
                content:
                  - Text: "{it.name}"
                    accessibilityIdentifier: "row-{it.id}"
              - ForEach: items
                id: name
                as: it
                content:
                  - Text: "{it.id}"
                    accessibilityIdentifier: "named-{it.name}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown type 'Itn'; did you mean 'Int'? [unknown-type]",
                "\(marked[2]): error: unknown type 'Strin'; did you mean 'String'? [unknown-type]",
            ])
    }

    @Test func statementsNamingAFieldOfUnknownTypeAreNotReportedAgain() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Task: { id: 1️⃣Itn, done: 2️⃣Boolean, title: String }
            state:
              tasks:
                type: "[Task]"
                initial: [{ id: 1, done: false, title: "a" }]
            body:
              - ForEach: tasks
                as: t
                content:
                  - Button: "{t.title}"
                    action:
                      - "tasks.remove(id: t.id)"
                      - "tasks.removeAll(where: done)"
                      - "tasks.remove(id: 3️⃣nope)"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: unknown type 'Itn'; did you mean 'Int'? [unknown-type]",
                "\(marked[2]): error: unknown type 'Boolean'; did you mean 'Bool'? [unknown-type]",
                "\(marked[3]): error: cannot find 'nope' in scope [unknown-name]",
            ])
    }

    /// Preview values are YAML data: a record written as a Swift call, an array as one mapping, or a preview keyed
    /// by its name are each told how a preview writes them, once.
    /// A binding's preview value written as SwiftUI hands a preview one (`$flag`, `.constant(true)`) is told a
    /// preview gives it the value itself; the value inside `.constant(...)` is the fix-it.
    @Test func aBindingsPreviewValueWrittenAsABindingIsToldTheValue() {
        let marked = MarkedText(
            """
            view: Main
            bindings:
              isOn: Bool
            body:
              - Toggle: "x"
                isOn: $isOn
            previews:
              - name: P
                values: {isOn: 1️⃣$flag}
              - name: Q
                values: {isOn: 2️⃣.constant(true)}
            """)
        let result = checkSpec(marked)
        let message =
            "error: expected a value of type 'Bool' for the binding 'isOn'; a preview gives a binding its value"
        #expect(
            result.lines == [
                "\(marked[1]): \(message) itself, not a binding [literal-type-mismatch]",
                "\(marked[2]): \(message) itself: write true [literal-type-mismatch]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == [nil, "true"])
    }

    @Test func previewValuesOfTheWrongShapeAreToldTheirShape() {
        let marked = MarkedText(
            """
            view: P
            types:
              Item: {id: Int, name: String}
            props:
              item: Item
              items: "[Item]"
            body:
              - Text: "{item.name} {items.count}"
            previews:
              - name: A
                values:
                  item: 1️⃣'Item(id: 1, name: "a")'
                  items: 2️⃣{id: 1, name: "b"}
              - 3️⃣B:
                  values: {item: {id: 2, name: "c"}, items: 4️⃣5}
              - 5️⃣C:
                values: {item: {id: 3, name: "d"}, items: []}
            """)
        #expect(
            checkSpec(marked, view: "P").lines == [
                "\(marked[3]): error: unknown key 'B' in a preview; write each preview as a list item that names it, "
                    + "'- name: B', with its 'values:' below [unknown-key]",
                "\(marked[5]): error: unknown key 'C' in a preview; write each preview as a list item that names it, "
                    + "'- name: C', with its 'values:' below [unknown-key]",
                "\(marked[1]): error: expected a value of type 'Item', found a string; a literal of 'Item' is a YAML "
                    + "mapping of its fields (id and name), not a call [literal-type-mismatch]",
                "\(marked[2]): error: expected a value of type '[Item]', found a mapping; an array is a YAML list: "
                    + "write each element as an item starting with '- ', or '[{...}]' [literal-type-mismatch]",
                "\(marked[4]): error: expected a value of type '[Item]', found an integer [literal-type-mismatch]",
            ])
        // The call's arguments, each field once in order, are the mapping to write.
        #expect(
            checkSpec(marked, view: "P").diagnostics.first { $0.range.start == marked[1] }?.fixIt?.replacement
                == "{id: 1, name: \"a\"}")
    }

    /// The fix-it of a record call writes every literal as the spec does: a case with its dot, an array as a flow
    /// list, a record inside as a mapping, `nil` as `null`.
    @Test func aRecordCallsFixItWritesCasesArraysAndRecordsAsLiterals() throws {
        let marked = MarkedText(
            """
            view: P
            types:
              Kind: [a, b]
              Item: {name: String, price: Double}
              Order: {id: Int, item: Item, notes: "[String]", kind: Kind?, tags: "[Kind]"}
            state:
              o: {type: Order, initial: 1️⃣'Order(id: -1, item: Item(name: "Tea", price: 2.5), notes: ["a"], kind: nil, tags: [.a, .b])'}
              p: {type: Order, initial: 2️⃣'Order(id: 1, item: Item(name: "\\(x)", price: 1), notes: [], kind: .a, tags: [])'}
            body:
              - Text: "{o.id} {p.id}"
            """)
        let fixIts = checkSpec(marked, view: "P").diagnostics.map(\.fixIt?.replacement)
        #expect(
            fixIts == [
                "{id: -1, item: {name: \"Tea\", price: 2.5}, notes: [\"a\"], kind: null, tags: [.a, .b]}",
                // An interpolation is no literal: no fix-it rather than a wrong one.
                nil,
            ])
    }
}

extension StateAndPreviewCheckingTests {
    /// An enum case written with its type, as Swift allows, is a String in YAML: said once where it is written, with
    /// the spec's spelling as the fix-it, and a state written so is the enum's, so its uses are not reported.
    @Test func anEnumCaseWrittenWithItsTypeIsToldOnceWhereItIsWritten() {
        let marked = MarkedText(
            """
            view: S
            types:
              Phase: [idle, busy]
            state:
              phase: 1️⃣Phase.idle
              other: {type: Phase, initial: 2️⃣Phase.busy}
            body:
              - switch: phase
                cases:
                  .idle: [Text: idle]
                  .busy: [Text: busy]
              - Button: Go
                action: phase = .busy
              - Text: "{other == .busy ? 1 : 2}"
            previews:
              - name: Busy
                values: {phase: 3️⃣Phase.busy}
            """)
        let checked = checkSpec(marked, view: "S")
        let withoutType =
            "expected a value of type 'Phase', found a string; the spec writes an enum case without its type"
        #expect(
            checked.lines == [
                "\(marked[1]): error: state 'phase' is written as Swift's 'Phase.idle', which is a String here; a state "
                    + "of an enum is declared with its type, and its case without it: write 'phase: {type: Phase, "
                    + "initial: .idle}' [missing-state-type]",
                "\(marked[2]): error: \(withoutType): write '.busy' [literal-type-mismatch]",
                "\(marked[3]): error: \(withoutType): write '.busy' [literal-type-mismatch]",
            ])
        #expect(checked.diagnostics.map(\.fixIt?.replacement) == ["{type: Phase, initial: .idle}", ".busy", ".busy"])
    }
}
