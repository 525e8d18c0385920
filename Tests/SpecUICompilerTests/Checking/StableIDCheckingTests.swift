import SpecUICompiler
import Testing

@Suite struct StableIDCheckingTests {
    @Test func forEachNeedsAnIdentity() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Item: { name: String, aliases: "[String]" }
            props:
              items: "[Item]"
              names: "[String]"
            state:
              tags: [a, b]
              drafts: [x]
              sizes: [1, 2, 1]
            body:
              - 1️⃣ForEach: items
                as: entry
                content:
                  - Text: "{entry.name}"
                  - 4️⃣ForEach: entry.aliases
                    as: alias
                    content:
                      - Text: "{alias}"
              - 2️⃣ForEach: names
                content:
                  - Text: "{item}"
              - 5️⃣ForEach: tags
                content:
                  - Text: "{item}"
              - 6️⃣ForEach: drafts
                content:
                  - Text: "{item}"
              - Button: "Add"
                action: drafts.append("y")
              - 7️⃣ForEach: sizes
                content:
                  - Text: "{item}"
              - 8️⃣ForEach: '["a", "a"]'
                content:
                  - Text: "{item}"
              - ForEach: items
                id: 3️⃣nme
                content:
                  - Text: "{item.name}"
            """)
        let result = checkSpec(marked)
        let noIdentity = "has no stable identity and index-based identity does not exist;"
        let recordNotSelf =
            "give the elements a record type with an 'id' field ('id: self' needs an array literal or a state that "
            + "no action changes) [missing-foreach-id]"
        #expect(
            result.lines == [
                "\(marked[1]): error: ForEach over '[Item]' \(noIdentity) add 'id:' naming a field of 'Item' that "
                    + "identifies each element [missing-foreach-id]",
                "\(marked[4]): error: ForEach over '[String]' \(noIdentity) \(recordNotSelf)",
                "\(marked[2]): error: ForEach over '[String]' \(noIdentity) \(recordNotSelf)",
                "\(marked[5]): error: ForEach over '[String]' \(noIdentity) add 'id: self' if the values are distinct "
                    + "and never change [missing-foreach-id]",
                "\(marked[6]): error: ForEach over '[String]' \(noIdentity) \(recordNotSelf)",
                "\(marked[7]): error: ForEach over '[Int]' \(noIdentity) the value 1 repeats, so 'id: self' would not "
                    + "identify each element; give the elements a record type with an 'id' field [missing-foreach-id]",
                "\(marked[8]): error: ForEach over '[String]' \(noIdentity) the value \"a\" repeats, so 'id: self' would "
                    + "not identify each element; give the elements a record type with an 'id' field "
                    + "[missing-foreach-id]",
                "\(marked[3]): error: 'Item' has no field 'nme' to identify rows by; did you mean 'name'? [unknown-id-field]",
            ])
    }

    @Test func idSelfNeedsConstantDistinctLiterals() {
        let marked = MarkedText(
            """
            view: Main
            state:
              tags:
                type: "[String]"
                initial: [a, 1️⃣b, 2️⃣b]
              sizes:
                type: "[Int]"
                initial: [1, 2]
              names: [x, y]
            body:
              - ForEach: tags
                id: 3️⃣self
                content:
                  - Text: "{item}"
              - ForEach: sizes
                id: 4️⃣self
                content:
                  - Text: "{item}"
              - Button: "Add"
                action: 5️⃣sizes.append(3)
              - ForEach: $7️⃣names
                id: 6️⃣self
                content:
                  - TextField: "Name"
                    text: $item
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: the value \"b\" appears again in a collection identified by 'id: self' [duplicate-id]",
                "\(marked[4]): error: 'id: self' needs a collection that never changes, but the body changes 'sizes'; "
                    + "give the elements an 'id' field instead [mutable-id-self]",
                "\(marked[6]): error: 'id: self' needs a collection that never changes, but the body changes 'names'; "
                    + "give the elements an 'id' field instead [mutable-id-self]",
            ])
        #expect(
            result.notes == [
                "\(marked[1]): note: \"b\" first appears here", "\(marked[5]): note: changed here",
                "\(marked[7]): note: changed here",
            ])
    }

    /// A row handed whole to a view that changes the identifying field, also by handing that field's binding to
    /// another view, or given a
    /// whole new value that does not keep it, changes the row's identity too; a new value keeping it does not.
    /// Records built in place in a ForEach's array, of constants, have ids known before the body runs: two equal
    /// ones are `duplicate-id`, by the `id` field or the field `id:` names.
    @Test func equalIDsOfRecordsBuiltInTheCollectionAreReported() {
        let marked = MarkedText(
            """
            view: Main
            types:
              T: {id: Int, name: String}
            body:
              - ForEach: '[T(id: 1, name: "a"), T(id: 1️⃣1, name: "b")]'
                as: t
                content:
                  - Text: "{t.name}"
              - ForEach: '[T(id: 1, name: "a"), T(id: 2, name: 2️⃣"a")]'
                id: name
                as: u
                content:
                  - Text: "{u.name}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: two 'T' elements have the id 1; ids must be unique [duplicate-id]",
                "\(marked[2]): error: two 'T' elements have the name \"a\", and 'id: name' makes it the id of their "
                    + "rows; ids must be unique [duplicate-id]",
            ])
    }

    @Test func aRowHandedToAViewOrReplacedCannotChangeTheFieldThatIdentifiesIt() {
        let types = "types:\n  Member: {id: Int, name: String}\n"
        let editor = "view: Editor\nbindings:\n  member: Member\nbody:\n  - TextField: Name\n    text: $member.name\n"
        let relay = "view: Relay\nbindings:\n  item: Member\nbody:\n  - Field:\n      text: $item.name\n"
        let field = "view: Field\nbindings:\n  text: String\nbody:\n  - TextField: Name\n    text: $text\n"
        let marked = MarkedText(
            """
            view: Main
            state:
              members: {type: "[Member]", initial: []}
            body:
              - ForEach: $members
                id: 1️⃣name
                as: m
                content:
                  - Editor:
                      member: 2️⃣$m
              - ForEach: $members
                id: 3️⃣name
                as: m
                content:
                  - Relay:
                      item: 4️⃣$m
              - 5️⃣ForEach: $members
                as: m
                content:
                  - Button: "Reset"
                    action: "6️⃣m = Member(id: 9, name: m.name)"
                  - Button: "Rename"
                    action: "m = Member(id: m.id, name: \\"x\\")"
                  - Editor:
                      member: $m
            """)
        let result = checkSpecs([
            ("Specs/Types.yaml", types), ("Specs/Editor.yaml", editor), ("Specs/Relay.yaml", relay),
            ("Specs/Field.yaml", field),
            ("Specs/Main.yaml", marked.text),
        ])
        let reason =
            "so each change gives the row a new identity and resets its state, ending any editing in it; "
            + "identify the rows by a field that never changes [mutable-row-id]"
        #expect(
            result.lines == [
                "\(marked[2]): error: 'Editor' changes 'member.name' of the 'm' it is handed, and "
                    + "'m.name' identifies the rows of this ForEach, \(reason)",
                "\(marked[4]): error: 'Relay' changes 'item.name' of the 'm' it is handed, and "
                    + "'m.name' identifies the rows of this ForEach, \(reason)",
                "\(marked[6]): error: a new 'm' may change 'm.id', which identifies the rows of this "
                    + "ForEach, giving the row a new identity and resetting its state; keep it, 'id: m.id', or "
                    + "identify the rows by a field that never changes [mutable-row-id]",
            ])
        #expect(
            result.notes == [
                "\(marked[1]): note: the rows are identified by 'name' here",
                "\(marked[3]): note: the rows are identified by 'name' here",
                "\(marked[5]): note: the rows are identified by 'id' here",
            ])
    }

    @Test func aRowBindingCannotChangeTheFieldThatIdentifiesItsRow() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Tag: { name: String, count: Int }
              Item: { id: Int, tags: "[Tag]", label: String }
            state:
              items:
                type: "[Item]"
                initial: []
            body:
              - 1️⃣ForEach: $items
                content:
                  - Button: "Renumber"
                    action:
                      - item.label = ""
                      - 2️⃣item.id += 1
                  - ForEach: $item.tags
                    id: 3️⃣name
                    as: tag
                    content:
                      - TextField: "Name"
                        text: 4️⃣$tag.name
                      - Stepper: "{tag.count}"
                        value: $tag.count
              - ForEach: items
                content:
                  - Text: "{item.label}"
            """)
        let result = checkSpec(marked)
        let reason =
            "so changing it gives the row a new identity and resets its state, ending any editing in it; "
            + "identify the rows by a field that never changes [mutable-row-id]"
        #expect(
            result.lines == [
                "\(marked[2]): error: 'item.id' identifies the rows of this ForEach, \(reason)",
                "\(marked[4]): error: 'tag.name' identifies the rows of this ForEach, \(reason)",
            ])
        #expect(
            result.notes == [
                "\(marked[1]): note: the rows are identified by 'id' here",
                "\(marked[3]): note: the rows are identified by 'name' here",
            ])
    }

    /// Each write of a row's id is a mistake of its own: all are reported, in written order.
    @Test func everyWriteOfARowsIDIsReported() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Item: { id: Int, name: String }
            state:
              items: { type: "[Item]", initial: [] }
            body:
              - 1️⃣ForEach: $items
                as: it
                content:
                  - Button: "bump"
                    action: 2️⃣it.id += 1
                  - Button: "replace"
                    action: "3️⃣it = Item(id: 5, name: \\"q\\")"
                  - Stepper: "{it.id}"
                    value: 4️⃣$it.id
            """)
        let result = checkSpec(marked)
        #expect(result.diagnostics.map(\.code) == Array(repeating: "mutable-row-id", count: 3))
        #expect(result.diagnostics.map(\.location) == [marked[2], marked[3], marked[4]])
        #expect(result.notes == Array(repeating: "\(marked[1]): note: the rows are identified by 'id' here", count: 3))
    }

    @Test func idSelfChecksPreviewValuesOncePerName() {
        let marked = MarkedText(
            """
            view: Main
            props:
              names: "[String]"
            state:
              xs: [1, 2]
            body:
              - ForEach: xs
                id: self
                content:
                  - Text: "{item}"
              - ForEach: xs
                id: self
                content:
                  - Text: "{item}"
              - ForEach: names
                id: 1️⃣self
                content:
                  - Text: "{item}"
            previews:
              - name: Repeated
                values: {xs: [2️⃣3, 3️⃣3], names: [4️⃣a, b, 5️⃣a]}
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[3]): error: the value 3 appears again in a collection identified by 'id: self' [duplicate-id]",
                "\(marked[1]): error: 'id: self' needs an array literal or a state that no action changes, so its "
                    + "values are known to be distinct; 'names' is a prop [unverifiable-id-self]",
                "\(marked[5]): error: the value \"a\" appears again in a collection identified by 'id: self' "
                    + "[duplicate-id]",
            ])
        #expect(
            result.notes == [
                "\(marked[2]): note: 3 first appears here", "\(marked[4]): note: \"a\" first appears here",
            ])
    }

    @Test func idFieldChecksTheFieldInLiteralValuesOncePerNameAndField() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Tag: { name: String, color: String }
            props:
              pinned: "[Tag]"
            state:
              tags:
                type: "[Tag]"
                initial: [{name: 1️⃣a, color: red}, {name: 2️⃣a, color: blue}]
            body:
              - ForEach: tags
                id: name
                content:
                  - Text: "{item.color}"
              - ForEach: tags
                id: name
                content:
                  - Text: "{item.color}"
              - ForEach: tags
                id: color
                content:
                  - Text: "{item.name}"
              - ForEach: pinned
                id: name
                content:
                  - Text: "{item.color}"
            previews:
              - name: Repeated
                values: {pinned: [{name: 3️⃣b, color: red}, {name: 4️⃣b, color: red}]}
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: two 'Tag' elements have the name \"a\", and 'id: name' makes it the id of their "
                    + "rows; ids must be unique [duplicate-id]",
                "\(marked[4]): error: two 'Tag' elements have the name \"b\", and 'id: name' makes it the id of their "
                    + "rows; ids must be unique [duplicate-id]",
            ])
        #expect(
            result.notes == [
                "\(marked[1]): note: the name \"a\" is first used here",
                "\(marked[3]): note: the name \"b\" is first used here",
            ])
    }

    @Test func idFieldChecksNestedListsThroughTheEnclosingRows() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Seat: { number: Int, taken: Bool }
              Row: { name: String, seats: "[Seat]" }
            props:
              extra: "[Row]"
            state:
              rows:
                type: "[Row]"
                initial:
                  - {name: A, seats: [{number: 1, taken: false}, {number: 2, taken: true}]}
                  - {name: B, seats: [{number: 1️⃣1, taken: false}, {number: 2️⃣1, taken: true}]}
            body:
              - ForEach: rows
                id: name
                as: row
                content:
                  - ForEach: row.seats
                    id: number
                    as: seat
                    content:
                      - Text: "{seat.number}"
                  - ForEach: (row).seats
                    id: number
                    as: seat
                    content:
                      - Text: "{seat.number}"
              - ForEach: extra
                id: name
                as: row
                content:
                  - ForEach: row.seats
                    id: number
                    as: seat
                    content:
                      - Text: "{row.name} {seat.number}"
            previews:
              - name: Extra
                values: {extra: [{name: C, seats: [{number: 3️⃣7, taken: false}, {number: 4️⃣7, taken: true}]}]}
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: two 'Seat' elements have the number 1, and 'id: number' makes it the id of "
                    + "their rows; ids must be unique [duplicate-id]",
                "\(marked[4]): error: two 'Seat' elements have the number 7, and 'id: number' makes it the id of "
                    + "their rows; ids must be unique [duplicate-id]",
            ])
        #expect(
            result.notes == [
                "\(marked[1]): note: the number 1 is first used here",
                "\(marked[3]): note: the number 7 is first used here",
            ])
    }

    @Test func idSelfOverAnArrayLiteralNeedsConstantElements() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Level: [low, high]
            state:
              sel: {type: Level, initial: .low}
            body:
              - ForEach: "[1, 2️⃣2 - 1]"
                id: 1️⃣self
                content:
                  - Text: "{item}"
              - ForEach: "[4️⃣sel, .high]"
                id: 3️⃣self
                content:
                  - Text: "{item}"
              - ForEach: "[\\"a\\", 6️⃣\\"{\\"a\\"}\\"]"
                id: 5️⃣self
                content:
                  - Text: "{item}"
              - ForEach: "[-1, 1, (2)]"
                id: self
                content:
                  - Text: "{item}"
            """)
        // Every warning is on: such a literal is one mistake, this error, not also a computed-collection warning.
        let result = checkSpec(marked)
        let unverifiable =
            "error: 'id: self' needs an array literal or a state that no action changes, so its values are known to "
            + "be distinct; an element of this array literal is not a constant literal [unverifiable-id-self]"
        #expect(
            result.lines == [
                "\(marked[1]): \(unverifiable)", "\(marked[3]): \(unverifiable)", "\(marked[5]): \(unverifiable)",
            ])
        let computed = "note: computed here; its value is known only when the body runs"
        #expect(
            result.notes == ["\(marked[2]): \(computed)", "\(marked[4]): \(computed)", "\(marked[6]): \(computed)"])
    }

    @Test func idSelfOverAFieldSaysSoAndParenthesesChangeNothing() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, tags: "[String]"}
            state:
              todos: {type: "[Todo]", initial: []}
              names: [a, b, 2️⃣a]
            body:
              - ForEach: todos
                as: todo
                content:
                  - ForEach: todo.tags
                    id: 1️⃣self
                    as: tag
                    content:
                      - Text: "{tag}"
              - ForEach: "(names)"
                id: self
                content:
                  - Text: "{item}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: 'id: self' needs an array literal or a state that no action changes, so its "
                    + "values are known to be distinct; 'todo.tags' is a field, not a state of this view; identify "
                    + "its elements by a field instead, storing them as records with an 'id' (a 'Tag' of "
                    + "'{id: String}' for a list of words) [unverifiable-id-self]",
                "\(marked[2]): error: the value \"a\" appears again in a collection identified by 'id: self' "
                    + "[duplicate-id]",
            ])
    }

    @Test func aKeyPathForIdIsOneErrorSuggestingTheFieldName() {
        let marked = MarkedText(
            #"""
            view: Main
            types:
              Todo: {key: Int, title: String}
            state:
              todos: {type: "[Todo]", initial: []}
            body:
              - ForEach: todos
                id: 1️⃣\.key
                content: [Text: "{item.title}"]
              - ForEach: todos
                id: 2️⃣[key]
                content: [Text: "{item.title}"]
            """#)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                #"\#(marked[1]): error: expected a field name or 'self' for 'id'; found '\.key'; write 'id: key' "#
                    + "[invalid-identifier]",
                "\(marked[2]): error: expected a field name or 'self' for 'id'; found a list [expected-scalar]",
            ])
        #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["key", nil])
    }

    @Test func idSelfComparesValuesAsSwiftDoes() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Level: [low, high]
            state:
              ratios:
                type: "[Double]"
                initial: [1️⃣0.0, 2️⃣1, 3️⃣-0.0, 4️⃣1.0, 0.5]
              tags: [5️⃣"\\u00E9", "e", 6️⃣"e\\u0301"]
              levels:
                type: "[Level]"
                initial: [.low, .high]
            body:
              - ForEach: ratios
                id: self
                content:
                  - Text: "{item}"
              - ForEach: tags
                id: self
                content:
                  - Text: "{item}"
              - ForEach: levels
                id: self
                content:
                  - Text: "{item}"
              - ForEach: "[2.5, 7️⃣-1, 1, 8️⃣-(1), 9️⃣-0.0, 🔟0.0]"
                id: self
                content:
                  - Text: "{item}"
            """)
        let result = checkSpec(marked)
        let twice = "appears again in a collection identified by 'id: self' [duplicate-id]"
        #expect(
            result.lines == [
                "\(marked[3]): error: the value -0.0 \(twice)",
                "\(marked[4]): error: the value 1.0 \(twice)",
                "\(marked[6]): error: the value \"e\u{301}\" \(twice)",
                "\(marked[8]): error: the value -1.0 \(twice)",
                "\(marked[10]): error: the value 0.0 \(twice)",
            ])
        #expect(
            result.notes == [
                "\(marked[1]): note: 0.0 first appears here", "\(marked[2]): note: 1.0 first appears here",
                "\(marked[5]): note: \"\u{E9}\" first appears here", "\(marked[7]): note: -1.0 first appears here",
                "\(marked[9]): note: -0.0 first appears here",
            ])
    }

    @Test func siblingIDsAndRowIDs() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String }
            props:
              todos: "[Todo]"
              selected: Int
            body:
              - Text: "a"
                id: 1️⃣1
              - Text: "b"
                id: 2️⃣1
              - ForEach: todos
                as: todo
                content:
                  - Text: "{todo.title}"
                    id: 3️⃣selected
                    accessibilityIdentifier: "4️⃣row"
                  - Text: "{todo.title}"
                    id: todo.id
                    accessibilityIdentifier: "row-{todo.id}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: sibling views share the id 1 [duplicate-view-id]",
                "\(marked[3]): error: an 'id' inside a ForEach must depend on the loop variable 'todo'; "
                    + "otherwise every row shares it [row-id-without-loop-variable]",
                "\(marked[4]): error: an accessibilityIdentifier inside a ForEach must interpolate the row's id, "
                    + "such as 'row-{todo.id}' [row-accessibility-identifier]",
            ])
        #expect(result.notes == ["\(marked[1]): note: 1 is first used here"])
    }

    /// A row's optional id in an accessibility identifier prints `Optional(1)` or `nil`, distinct as the ids are:
    /// no `optional-interpolation` there, while a `??` default, which could be another row's id, is no row id.
    @Test func anOptionalRowIDIsInterpolatedWithoutItsWarningAndADefaultIsNoRowID() {
        let marked = MarkedText(
            """
            view: Main
            types:
              R: {id: "Int?"}
            state:
              rs: {type: "[R]", initial: [{id: 1}]}
            body:
              - ForEach: rs
                as: r
                content:
                  - Text: "x"
                    accessibilityIdentifier: "row-{r.id}"
                  - Text: "y"
                    accessibilityIdentifier: "1️⃣row2-{r.id ?? 0}"
            """)
        #expect(checkSpec(marked).diagnostics.map(\.code) == ["row-accessibility-identifier"])
        #expect(checkSpec(marked).diagnostics.first?.range.start == marked[1])
    }

    /// A ForEach whose identity is in error has no row id to ask for: its identifier is not reported as well, nor
    /// one whose interpolation failed to check, as with a missing `as:`.
    @Test func anIdentifierIsNotAskedForARowIDAfterTheIdentityOrItsInterpolationFailed() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Item: {id: Int, name: String}
            props:
              items: "[Item]"
              names: "[String]"
            body:
              - ForEach: items
                id: 1️⃣ident
                as: item
                content:
                  - Text: "{item.name}"
                    accessibilityIdentifier: "row-{item.id}"
              - ForEach: items
                id: 2️⃣self
                as: item
                content:
                  - Text: "{item.name}"
                    accessibilityIdentifier: "row-{item.id}"
              - ForEach: items
                id: id
                content:
                  - Text: "x"
                    accessibilityIdentifier: "row-{3️⃣row.id}"
              - ForEach: items
                as: t
                content:
                  - Text: "x"
                    accessibilityIdentifier: "row-{t.4️⃣idd}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.diagnostics.map(\.code) == ["unknown-name", "unknown-member", "unknown-id-field", "invalid-id-self"])
        #expect(result.diagnostics.map(\.range.start) == [marked[3], marked[4], marked[1], marked[2]])
    }

    /// A `Group`'s views and an `if`'s or `switch`'s are siblings of the views around them: equal ids among views
    /// that can be on screen together are reported, those in different branches of one `if` are not.
    @Test func idsAreComparedThroughGroupsAndBranches() {
        let marked = MarkedText(
            """
            view: Main
            state:
              on: false
            body:
              - Group:
                  - Text: "a"
                    id: 1
              - Text: "b"
                id: 1️⃣1
              - if: on
                then:
                  - Text: "c"
                    id: 2
                else:
                  - Text: "d"
                    id: 2
              - Text: "e"
                id: 2️⃣2
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: sibling views share the id 1 [duplicate-view-id]",
                "\(marked[2]): error: sibling views share the id 2 [duplicate-view-id]",
            ])
    }

    /// A ForEach whose collection failed to check is reported there; the identifiers inside are not asked for an
    /// id of rows whose elements are unknown, while an enclosing row that is known still is.
    @Test func rowsOfACollectionThatFailedAskNoIDOfIdentifiersInside() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: {id: Int, title: String}
            state:
              unit: "kg"
              todos: {type: "[Todo]", initial: []}
            body:
              - ForEach: 1️⃣unit
                id: self
                as: u
                content:
                  - Text: "{u}"
                    accessibilityIdentifier: "unit-{u}"
              - ForEach: todos
                as: todo
                content:
                  - ForEach: 2️⃣todo.title
                    id: self
                    as: letter
                    content:
                      - Text: "{letter}"
                        accessibilityIdentifier: "3️⃣letter-{letter}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: ForEach needs an array, found a value of type 'String' [not-a-collection]",
                "\(marked[2]): error: ForEach needs an array, found a value of type 'String' [not-a-collection]",
                "\(marked[3]): error: an accessibilityIdentifier inside nested ForEach rows must interpolate the id of "
                    + "every enclosing row; add '{todo.id}' [row-accessibility-identifier]",
            ])
    }

    @Test func anIdentifierInNestedRowsIsToldWhichRowIDsItLacks() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Cell: {id: Int, label: String}
              Band: {key: String, cells: "[Cell]"}
            props:
              groups: "[Band]"
            body:
              - ForEach: groups
                id: key
                as: group
                content:
                  - ForEach: group.cells
                    as: cell
                    content:
                      - Text: "{cell.label}"
                        accessibilityIdentifier: "1️⃣cell-{cell.id}"
                      - Text: "{cell.label}"
                        accessibilityIdentifier: 2️⃣cell
                      - Text: "{cell.label}"
                        accessibilityIdentifier: "c-{group.key}-{cell.id}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: an accessibilityIdentifier inside nested ForEach rows must interpolate the id "
                    + "of every enclosing row; add '{group.key}' [row-accessibility-identifier]",
                "\(marked[2]): error: an accessibilityIdentifier inside a ForEach must interpolate the row's id, "
                    + "such as 'row-{group.key}-{cell.id}' [row-accessibility-identifier]",
            ])
    }

    @Test func accessibilityIdentifiersAreUniqueInAView() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - Button: "+"
                action: []
                accessibilityIdentifier: 1️⃣increment
              - Button: "-"
                action: []
                accessibilityIdentifier: 2️⃣increment
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): error: accessibilityIdentifier 'increment' is already used in this view "
                    + "[duplicate-accessibility-identifier]"
            ])
        #expect(result.notes == ["\(marked[1]): note: 'increment' is first used here"])
    }

    @Test func branchesOfOneIfOrSwitchMayShareAnAccessibilityIdentifier() {
        let marked = MarkedText(
            """
            view: Main
            props:
              isOn: Bool
              count: Int
            body:
              - if: isOn
                then:
                  - Text: "on"
                    accessibilityIdentifier: status
                  - if: count > 1
                    then:
                      - Text: "many"
                        accessibilityIdentifier: detail
                    else:
                      - Text: "few"
                        accessibilityIdentifier: detail
                else:
                  - Text: "off"
                    accessibilityIdentifier: status
                  - switch: count
                    cases:
                      0:
                        - Text: "none"
                          accessibilityIdentifier: 1️⃣status
                    default:
                      - Text: "some"
                        accessibilityIdentifier: detail
              - Text: "footer"
                accessibilityIdentifier: 2️⃣detail
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: accessibilityIdentifier 'status' is already used in this view "
                    + "[duplicate-accessibility-identifier]",
                "\(marked[2]): error: accessibilityIdentifier 'detail' is already used in this view "
                    + "[duplicate-accessibility-identifier]",
            ])
    }

    @Test func idSelfNeedsLiteralElementsAndAKnownCollection() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Todo: { id: Int, title: String, tags: "[String]" }
            props:
              todos: "[Todo]"
              tags: "[String]"
            body:
              - ForEach: todos
                id: 1️⃣self
                content:
                  - Text: "{item.title}"
              - ForEach: tags
                id: 2️⃣self
                content:
                  - Text: "{item}"
              - ForEach: tags
                id: 3️⃣name
                content:
                  - Text: "{item}"
              - ForEach: "[1, 2, 4️⃣1]"
                id: self
                content:
                  - Text: "{item}"
              - ForEach: todos
                as: todo
                content:
                  - ForEach: todo.tags
                    id: 5️⃣self
                    as: tag
                    content:
                      - Text: "{tag}"
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): error: 'id: self' needs elements of type Int, Double, Bool, String or an enum, found "
                    + "'Todo'; write 'id:' with a field that identifies each element [invalid-id-self]",
                "\(marked[2]): error: 'id: self' needs an array literal or a state that no action changes, so its "
                    + "values are known to be distinct; 'tags' is a prop [unverifiable-id-self]",
                "\(marked[3]): error: elements of type 'String' have no field 'name'; write 'id: self' to identify "
                    + "rows by their value [unknown-id-field]",
                "\(marked[4]): error: the value 1 appears again in a collection identified by 'id: self' [duplicate-id]",
                "\(marked[5]): error: 'id: self' needs an array literal or a state that no action changes, so its "
                    + "values are known to be distinct; 'todo.tags' is a field, not a state of this view; identify "
                    + "its elements by a field instead, storing them as records with an 'id' (a 'Tag' of "
                    + "'{id: String}' for a list of words) [unverifiable-id-self]",
            ])
    }

    @Test func elementsWithoutFieldsThatCannotBeTheirOwnIDAreToldToBecomeRecords() {
        let marked = MarkedText(
            """
            view: Main
            props:
              grid: "[[Int]]"
              picks: "[Int?]"
            body:
              - ForEach: grid
                id: 1️⃣count
                as: row
                content:
                  - Text: "{row.count}"
              - ForEach: picks
                id: 2️⃣self
                as: pick
                content:
                  - Text: "{pick ?? 0}"
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: elements of type '[Int]' have no field 'count'; give the elements a record type "
                    + "with an 'id' field [unknown-id-field]",
                "\(marked[2]): error: 'id: self' needs elements of type Int, Double, Bool, String or an enum, found "
                    + "'Int?'; give the elements a record type with an 'id' field [invalid-id-self]",
            ])
    }
}
