import SpecUICompiler
import Testing

@Suite struct SpecDecoderTopLevelTests {
    @Test func decodesViewInputsAndState() throws {
        let decoded = Decoded(
            """
            view: TestView
            props:
              name: String
              tags: "[String]"
              note: String?
            bindings:
              isOn: Bool
            state:
              count: 0
            environment:
              - layoutDirection
              - colorScheme
            body:
              - Divider
            """)
        #expect(decoded.messages == [])
        let view = try #require(decoded.view)
        #expect(view.name.name == "TestView")
        #expect(view.props.map(\.name.name) == ["name", "tags", "note"])
        #expect(view.props.map(\.type) == [.string, .array(.string), .optional(.string)])
        #expect(view.bindings.map(\.type) == [.bool])
        #expect(view.state.map(\.name.name) == ["count"])
        #expect(view.environment.map(\.key) == [.layoutDirection, .colorScheme])
        #expect(view.body.map(\.kind) == [.divider])
    }

    @Test func typesOnlyFileHasNoView() throws {
        let decoded = Decoded("types:\n  Status: [loading, loaded]\n", path: "Specs/Types.yaml")
        #expect(decoded.messages == [])
        let file = try #require(decoded.file)
        #expect(file.view == nil)
        #expect(file.types.map(\.name.name) == ["Status"])
    }

    /// The misspelled key is reported with its suggestion; the key it names is not also missing.
    @Test func unknownTopLevelKeySuggestsTheClosest() {
        let marked = MarkedText("view: TestView\n1️⃣bdy:\n  - Divider\n")
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(marked[1], "unknown-key", "unknown top-level key 'bdy'; did you mean 'body'?")
            ])
        #expect(decoded.diagnostics.last?.fixIt?.replacement == "body")
    }

    /// A name of the view's written beside `view:`, without the section that says what it is, is told the sections.
    @Test func aNameWithoutItsSectionIsToldTheSections() {
        let marked = MarkedText("view: TestView\n1️⃣count: 0\nbody:\n  - Divider\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "unknown-key",
                    "unknown top-level key 'count'; a view's names are declared in a section that says what they are: "
                        + "indent it under 'state:' (or 'props:', 'bindings:')")
            ])
    }

    /// YAML 1.2 has no merge key, so `<<` is a key like any other, which the language does not have.
    @Test func aMergeKeyIsUnknownAndSaysYAML12HasNone() {
        let marked = MarkedText(
            """
            view: TestView
            1️⃣<<: {props: {p: Int}}
            body:
              - Text: "a"
                2️⃣<<: {bold: true}
              - 3️⃣<<: {Text: "b"}
            """)
        let hint =
            "; '<<' is YAML 1.1's merge key, which YAML 1.2 does not have: write the keys out, or reuse a whole "
            + "node with an alias such as '*name'"
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "unknown-key", "unknown top-level key '<<'" + hint),
                diagnostic(marked[2], "unknown-key", "unknown key '<<' on 'Text'" + hint),
                diagnostic(marked[3], "unknown-view", "unknown view '<<'" + hint),
            ])
    }

    @Test func aMisspelledViewKeyIsNotAlsoMissing() {
        let marked = MarkedText("1️⃣vew: TestView\nbody:\n  - Divider\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "unknown-key", "unknown top-level key 'vew'; did you mean 'view'?")
            ])
        let typesOnly = MarkedText("1️⃣tyeps:\n  T: [a]\n")
        #expect(
            Decoded(typesOnly.text).messages == [
                diagnostic(typesOnly[1], "unknown-key", "unknown top-level key 'tyeps'; did you mean 'types'?")
            ])
    }

    @Test func bodyWithoutViewIsAnError() {
        let marked = MarkedText("1️⃣body:\n  - Divider\n")
        #expect(Decoded(marked.text).messages == [diagnostic(marked[1], "missing-view", "'body' needs a 'view' name")])
    }

    @Test func viewKeysWithoutViewAreOneErrorAtTheFirstNamingThemAll() {
        let marked = MarkedText("types:\n  T: [a]\n1️⃣state:\n  n: 0\nbody:\n  - Divider\nprops:\n  p: Int\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "missing-view", "'state', 'body' and 'props' need a 'view' name")
            ])
    }

    @Test func fileWithNeitherViewNorTypesIsAnError() {
        let marked = MarkedText("1️⃣previewz: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "unknown-key", "unknown top-level key 'previewz'; did you mean 'previews'?"),
                diagnostic(marked[1], "empty-spec", "a spec file declares a 'view', 'types', or both"),
            ])
    }

    @Test func rootMustBeAMapping() throws {
        // The loader refuses a top-level list itself; the decoder's own check is reached with a nested one.
        var diagnostics: [Diagnostic] = []
        let loaded = YAMLLoader.load(
            Array("list: [hello]\n".utf8), path: "Specs/TestView.yaml", diagnostics: &diagnostics)
        let root = try #require(loaded?.mapping?.first?.value)
        #expect(SpecDecoder.decode(root, path: "Specs/TestView.yaml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == ["a spec file holds one mapping of top-level keys; found a list"])
    }

    @Test func viewNameMustBeUpperCamelCase() {
        let marked = MarkedText("view: 1️⃣testView\nbody: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "invalid-name-case",
                    "view name 'testView' must be UpperCamelCase, starting with an uppercase letter")
            ])
    }

    @Test func swiftKeywordAsNameIsAnError() {
        let marked = MarkedText("view: TestView\nprops:\n  1️⃣my-prop: Int\nstate:\n  2️⃣default: 0\nbody: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "invalid-identifier", "prop name 'my-prop' is not a valid Swift identifier"),
                diagnostic(marked[2], "swift-keyword", "'default' is a Swift keyword and cannot name a state value"),
            ])
    }

    /// Swift takes its contextual keywords as names, so a spec does too.
    @Test func contextualKeywordsAreNames() {
        let spec = """
            view: TestView
            props:
              open: Bool
              borrowing: Int
            state:
              consuming: 0
              nonisolated: 1
              mutating: 2
            body: []
            """
        #expect(Decoded(spec).messages == [])
    }

    @Test func generatedMemberNamesAreReserved() {
        let marked = MarkedText(
            "view: TestView\nprops:\n  1️⃣body: String\nbody:\n  - ForEach: \"[1]\"\n    id: self\n    as: 2️⃣body\n"
                + "    content: [Divider]\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "reserved-name", "'body' is declared by the generated view itself and cannot name a prop"
                ),
                diagnostic(
                    marked[2], "reserved-name",
                    "'body' is declared by the generated view itself and cannot name a loop variable"),
            ])
    }

    @Test(arguments: [
        ("Types", "its file would overwrite the generated Types.swift"),
        ("PreviewRegistry", "its file would overwrite the generated PreviewRegistry.swift"),
        ("Text", "it is SwiftUI's 'Text', which the generated Swift uses"),
        ("Binding", "it is SwiftUI's 'Binding', which the generated Swift uses"),
        ("Optional", "it is the standard library's 'Optional'"),
        ("String", "it is the built-in type 'String', which the generated Swift uses"),
        ("Int", "it is the built-in type 'Int', which the generated Swift uses"),
        ("Double", "it is the built-in type 'Double', which the generated Swift uses"),
        ("Bool", "it is the built-in type 'Bool', which the generated Swift uses"),
        ("ColorScheme", "it is the built-in type 'ColorScheme', which the generated Swift uses"),
        ("CounterView_Previews", "generated previews are named '<View>_Previews'"),
        ("PreviewRegistryEntry", "the generated PreviewRegistry.swift declares or uses it"),
        ("MainActor", "the generated PreviewRegistry.swift declares or uses it"),
        ("Body", "inside a generated 'View', 'Body' is its associated type, which hides a type of that name"),
        (
            "Previews",
            "inside a generated 'PreviewProvider', 'Previews' is its associated type, which hides a type of that name"
        ),
    ])
    func viewNamesTheGeneratedSwiftTakesAreReserved(name: String, reason: String) {
        let marked = MarkedText("view: 1️⃣\(name)\nbody: []\n")
        #expect(
            Decoded(marked.text, path: "Specs/\(name).yaml").messages == [
                diagnostic(marked[1], "reserved-type-name", "'\(name)' cannot name a view: \(reason)")
            ])
    }

    @Test func typeNamesTheGeneratedSwiftTakesAreReserved() {
        let marked = MarkedText(
            """
            types:
              1️⃣View: {x: Int}
              2️⃣PreviewRegistry: [a]
              Types: [a]
              3️⃣Hashable: [a]
              4️⃣Body: {id: Int, text: String}
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "reserved-type-name",
                    "'View' cannot name a type: it is SwiftUI's 'View', which the generated Swift uses"),
                diagnostic(
                    marked[2], "reserved-type-name",
                    "'PreviewRegistry' cannot name a type: the generated PreviewRegistry.swift declares it"),
                diagnostic(
                    marked[3], "reserved-type-name",
                    "'Hashable' cannot name a type: it is the standard library's 'Hashable'"),
                diagnostic(
                    marked[4], "reserved-type-name",
                    "'Body' cannot name a type: inside a generated 'View', 'Body' is its associated type, which hides "
                        + "a type of that name"),
            ])
    }

    @Test func metatypeAndOptionalCaseNamesAreReservedInEveryType() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              1️⃣Type: Int
            types:
              Shape: {2️⃣Protocol: Int}
              Mode: [3️⃣none, 4️⃣some, Type2]
            body: []
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "reserved-name",
                    "'Type' cannot name a prop: Swift reserves it in every type for the metatype"
                ),
                diagnostic(
                    marked[2], "reserved-name",
                    "'Protocol' cannot name a field: Swift reserves it in every type for the metatype"),
                diagnostic(
                    marked[3], "reserved-name",
                    "'none' cannot name an enum case: where the enum is optional, Swift reads '.none' as Optional's own case"
                ),
                diagnostic(
                    marked[4], "reserved-name",
                    "'some' cannot name an enum case: where the enum is optional, Swift reads '.some' as Optional's own case"
                ),
            ])
    }

    @Test func propertyObserverKeywordsCannotNameViewMembersOrLoopVariables() {
        let marked = MarkedText(
            """
            view: TestView
            state:
              1️⃣didSet: 0
            bindings:
              2️⃣willSet: Bool
            types:
              Hook: {didSet: Int, willSet: Int}
              Phase: [didSet, willSet]
            body:
              - ForEach: "[1, 2]"
                id: self
                as: 3️⃣willSet
                content: []
            """)
        let reason =
            "Swift reads a closure that starts with it as a property observer, so an action or a ForEach row naming it first would not compile"
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "reserved-name", "'didSet' cannot name a state value: \(reason)"),
                diagnostic(marked[2], "reserved-name", "'willSet' cannot name a binding: \(reason)"),
                diagnostic(marked[3], "reserved-name", "'willSet' cannot name a loop variable: \(reason)"),
            ])
    }

    @Test func membersTheGeneratedConformancesDeclareAreReserved() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              hashValue: Int
              allCases: Int
            types:
              Point: {x: Int, 1️⃣hashValue: Int, allCases: Int, hash: Int}
              Mode: [hashValue, 2️⃣allCases, 3️⃣AllCases]
            body:
              - Text: "{hashValue} {allCases}"
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "reserved-name",
                    "'hashValue' cannot name a field: records are Hashable, and a stored 'hashValue' would replace the hash Swift derives from every field"
                ),
                diagnostic(
                    marked[2], "reserved-name",
                    "'allCases' cannot name an enum case: enums are CaseIterable, and 'allCases' would make the enum's own 'allCases' ambiguous"
                ),
                diagnostic(
                    marked[3], "reserved-name",
                    "'AllCases' cannot name an enum case: enums are CaseIterable, whose conformance declares the type 'AllCases'"
                ),
            ])
    }

    @Test func aMemberSpelledLikeAWrappersStorageIsAnError() {
        let marked = MarkedText(
            """
            view: TestView
            props:
              1️⃣_isOn: Bool
              _free: Int
            bindings:
              isOn: Bool
            state:
              count: 0
              2️⃣_count: 1
            environment: [layoutDirection]
            body: []
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "reserved-name",
                    "'_isOn' cannot name a prop: it is the storage Swift declares for binding 'isOn'"),
                diagnostic(
                    marked[2], "reserved-name",
                    "'_count' cannot name a state value: it is the storage Swift declares for state value 'count'"),
            ])
    }

    @Test func nameSharedByPropAndStateIsAnError() {
        let marked = MarkedText("view: TestView\nprops:\n  count: Int\nstate:\n  1️⃣count: 0\nbody: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "duplicate-name",
                    "'count' is already declared in this view; a state value needs its own name")
            ])
    }

    @Test func fileStemDifferentFromViewNameIsAWarning() {
        let marked = MarkedText("view: 1️⃣Counter\nbody: []\n")
        let decoded = Decoded(marked.text, path: "Specs/CounterView.yaml")
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "file-name-mismatch",
                    "view 'Counter' is declared in 'CounterView.yaml'; name the file 'Counter.yaml'",
                    severity: "warning")
            ])
        #expect(decoded.view?.name.name == "Counter")
    }

    @Test func environmentRejectsUnknownAndDuplicateValues() {
        let marked = MarkedText(
            "view: TestView\nenvironment:\n  - colorScheme\n  - 1️⃣layoutDirectoin\n  - 2️⃣colorScheme\n  - 3️⃣locale\n"
                + "body: []\n")
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "unknown-environment-value",
                    "unknown environment value 'layoutDirectoin'; did you mean 'layoutDirection'?"),
                diagnostic(marked[2], "duplicate-environment-value", "duplicate environment value 'colorScheme'"),
                diagnostic(
                    marked[3], "unknown-environment-value",
                    "unknown environment value 'locale'; expected layoutDirection or colorScheme"),
            ])
        // The misspelled value is declared as the one it was told to be, so that its uses are not reported too.
        #expect(decoded.view?.environment.map(\.key) == [.colorScheme, .layoutDirection])
    }

    @Test func previewsDecodeNamesAndLiteralValues() throws {
        let decoded = Decoded(
            """
            view: TestView
            props:
              isReady: Bool
            previews:
              - name: Ready
                values: { isReady: true }
            body: []
            """)
        #expect(decoded.messages == [])
        let preview = try #require(decoded.view?.previews.first)
        #expect(preview.name.name == "Ready")
        #expect(preview.values.map(\.name.name) == ["isReady"])
        #expect(preview.values.map(\.value.kind) == [.boolean(true)])
    }

    @Test func previewsKeyedByTheirNamesAreToldToBeListItems() {
        let marked = MarkedText(
            "view: TestView\nprops:\n  isReady: Bool\npreviews:\n  1️⃣Ready:\n    values: { isReady: true }\nbody: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "expected-list",
                    "expected a list of previews ({name: ..., values: {...}}); found a mapping; write each preview as "
                        + "a list item that names it, '- name: Ready', with its 'values:' below")
            ])
    }

    @Test func previewKeysAreChecked() {
        let marked = MarkedText("view: TestView\npreviews:\n  - 1️⃣name: A\n    2️⃣valeus: {}\n  - name: 3️⃣A\nbody: []\n")
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[2], "unknown-key", "unknown key 'valeus' in a preview; did you mean 'values'?"),
                diagnostic(marked[3], "duplicate-preview", "duplicate preview 'A'"),
            ])
    }
}
