import SpecUICompiler
import Testing

/// Every valid construct of the language, each in a view that checks clean.
///
/// Each body runs under one set of declarations: a prop, a binding, state of every literal form, both environment
/// values and a record and an enum shared by the unit. The bodies use only some of them, so the unused-value lints are
/// left out; everything else `specui check` reports would fail the test.
@Suite struct RuleCoverageAcceptanceTests {
    static let declarations = """
        view: Main
        props:
          name: String
          ratio: Double
          tags: "[String]"
          nickname: String?
        bindings:
          isOn: Bool
        state:
          count: 0
          scale: 0.5
          title: "Hello"
          isReady: false
          status:
            type: Status
            initial: .loading
          todos:
            type: "[Todo]"
            initial:
              - { id: 1, title: "Buy milk", done: false }
          letters: [a, b, c]
          pattern: '{count} \\d'
        environment:
          - layoutDirection
          - colorScheme
        types:
          Todo: { id: Int, title: String, done: Bool }
          Status: [loading, loaded, failed]

        """

    static let child = (
        path: "Specs/Child.yaml",
        text: """
        view: Child
        props:
          label: String
          size: Int
        bindings:
          on: Bool
        body:
          - Toggle: "{label} {size}"
            isOn: $on
        """
    )

    /// A construct and the body that uses it.
    static let constructs: [(construct: String, body: String)] = [
        ("Text with an interpolation and literal braces", #"- Text: "Count: {count} {{literal}}""#),
        ("Button with a title", "- Button: \"Go\"\n  action: count += 1"),
        ("Button with a label of nodes", "- Button:\n    - Image: \"star\"\n  action: isReady.toggle()"),
        ("VStack with alignment and spacing", "- VStack:\n    - Text: \"a\"\n  alignment: trailing\n  spacing: 1"),
        ("HStack with alignment", "- HStack:\n    - Text: \"a\"\n  alignment: bottom"),
        ("ZStack with alignment", "- ZStack:\n    - Text: \"a\"\n  alignment: bottomTrailing"),
        ("List", "- List:\n    - Text: \"a\""),
        ("Group", "- Group:\n    - Text: \"a\""),
        ("Section", "- Section: \"Header {count}\"\n  content:\n    - Text: \"a\""),
        ("ForEach over Identifiable records", "- ForEach: todos\n  as: todo\n  content:\n    - Text: \"{todo.title}\""),
        ("ForEach with id: field", "- ForEach: todos\n  id: title\n  content:\n    - Text: \"{item.title}\""),
        (
            "ForEach with id: self over constant state",
            "- ForEach: letters\n  id: self\n  content:\n    - Text: \"{item}\""
        ),
        (
            "ForEach with id: self over an array literal",
            "- ForEach: \"[1, 2, -3]\"\n  id: self\n  content:\n    - Text: \"{item}\""
        ),
        (
            "ForEach over row bindings",
            "- ForEach: $todos\n  as: todo\n  content:\n    - Toggle: \"{todo.title}\"\n      isOn: $todo.done"
        ),
        ("Toggle", "- Toggle: \"On\"\n  isOn: $isOn"),
        ("TextField", "- TextField: \"Title\"\n  text: $title"),
        ("Stepper with a closed range", "- Stepper: \"Qty {count}\"\n  value: $count\n  in: 0...10"),
        ("Stepper with a half-open range", "- Stepper: \"Qty\"\n  value: $count\n  in: 0..<10"),
        ("Stepper without a range", "- Stepper: \"Qty\"\n  value: $count"),
        ("ProgressView bare", "- ProgressView"),
        ("ProgressView with label and value", "- ProgressView: \"Loading\"\n  value: scale"),
        ("Image", "- Image: \"star\""),
        ("Spacer, Divider and EmptyView as bare scalars", "- Spacer\n- Divider\n- EmptyView"),
        ("a template's backslash and a literal String's braces as text", #"- Text: 'C:\path {pattern}'"#),
        ("Spacer with minLength", "- Spacer:\n  minLength: 2"),
        ("a view of the unit", "- Child:\n    label: \"Hi {name}\"\n    size: count + 1\n    on: $isOn"),
        (
            "equatable on a view of the unit",
            "- Child:\n    label: \"a\"\n    size: 1\n    on: $isOn\n  equatable: true"
        ),
        ("if without else", "- if: isReady\n  then:\n    - Text: \"Ready\""),
        (
            "if with an else-if chain",
            "- if: isReady\n  then: [Text: \"a\"]\n  else:\n    - if: count > 3\n      then: [Text: \"b\"]\n      else: [ProgressView]"
        ),
        (
            "switch over every enum case",
            "- switch: status\n  cases:\n    loading: [ProgressView]\n    .loaded: [Text: \"a\"]\n    failed: [EmptyView]"
        ),
        (
            "switch over an enum with default",
            "- switch: status\n  cases:\n    loading: [ProgressView]\n  default: [EmptyView]"
        ),
        (
            "switch over an Int",
            "- switch: count\n  cases:\n    0: [Text: \"zero\"]\n    -1: [Text: \"minus\"]\n  default: [EmptyView]"
        ),
        (
            "switch over a String",
            "- switch: title\n  cases:\n    \"Hello\": [Text: \"hi\"]\n    sign in: [EmptyView]\n  default: [EmptyView]"
        ),
        ("padding true", "- Text: \"a\"\n  padding: true"),
        ("padding length", "- Text: \"a\"\n  padding: 2"),
        ("padding edges and length", "- Text: \"a\"\n  padding: { edges: horizontal, length: 2 }"),
        ("font", "- Text: \"a\"\n  font: footnote"),
        ("bold, italic and underline", "- Text: \"a\"\n  bold: true\n  italic: true\n  underline: true"),
        ("colors", "- Text: \"a\"\n  foregroundColor: accentColor\n  background: mint\n  border: secondary"),
        ("cornerRadius", "- Text: \"a\"\n  cornerRadius: 8"),
        (
            "frame with infinity",
            "- Text: \"a\"\n  frame: { maxWidth: infinity, maxHeight: infinity, alignment: leading }"
        ),
        (
            "frame with fixed and minimum sizes",
            "- Text: \"a\"\n  frame: { width: 10, height: 2, minWidth: 1, minHeight: 1 }"
        ),
        ("opacity", "- Text: \"a\"\n  opacity: \"isReady ? 1.0 : 0.5\""),
        ("disabled", "- Button: \"a\"\n  action: count = 0\n  disabled: \"!isReady\""),
        ("id", "- Text: \"a\"\n  id: count"),
        ("accessibilityIdentifier", "- Text: \"a\"\n  accessibilityIdentifier: \"label-{count}\""),
        ("onAppear", "- Text: \"a\"\n  onAppear: count = 1"),
        ("onChange", "- Text: \"a\"\n  onChange: { of: title, action: \"count = title.count\" }"),
        (
            "every statement form",
            """
            - Button: "Go"
              action:
                - count = 1
                - count += 1
                - count -= 1
                - title += "!"
                - isReady.toggle()
                - "todos.append(Todo(id: 2, title: title, done: false))"
                - "todos.insert(Todo(id: 3, title: \\"y\\", done: true), at: 0)"
                - "todos.remove(at: 0)"
                - todos.removeAll()
                - "todos.removeAll(where: done)"
                - "todos.remove(id: 1)"
                - isOn = true
            """
        ),
        (
            "literals, names and members",
            #"- Text: '{42} {0.5} {true} {"s\"\\\n\t\u{1F600} {count}"} {[1, 2].count} {name.uppercased()} {name.lowercased()} {title.isEmpty} {todos.isEmpty} {ratio} {tags.count}'"#
        ),
        (
            "operators",
            #"- Text: '{-count * 2 / 3 % 4 + 1 - 1} {"a" + name} {count == 1 && !isReady || count != 2} {count < 1} {count <= 1} {count > 1} {count >= 1} {nickname ?? "none"} {isReady ? 1 : 2}'"#
        ),
        (
            "enum cases, nil, records and environment values",
            #"- Text: '{status == .loaded} {nickname == nil} {Todo(id: 1, title: "x", done: false).title} {layoutDirection == .rightToLeft} {colorScheme == .dark}'"#
        ),
    ]

    @Test(arguments: constructs) func acceptsTheConstruct(_ construct: String, body: String) {
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        let spec = Self.declarations + "body:\n" + indented.joined(separator: "\n") + "\n"
        let result = checkSpecs(
            [("Specs/Main.yaml", spec), Self.child],
            options: .init(disabledWarnings: ["unused-state", "unused-prop"]))
        #expect(result.lines == [], "\(construct)")
    }

    @Test func acceptsPreviewsAndAFileOfTypesOnly() {
        let spec = """
            view: Main
            props:
              name: String
              tags: "[Tag]"
            bindings:
              isOn: Bool
            state:
              count: 0
            body:
              - Text: "{name} {tags.count} {count}"
              - Toggle: "On"
                isOn: $isOn
            previews:
              - name: Ready
                values: { name: "Alice", tags: [{ name: "a", pinned: true }], isOn: true, count: 3 }
              - name: Empty
                values: { tags: [] }
            """
        let types = "types:\n  Tag: { name: String, pinned: Bool }\n"
        #expect(checkSpecs([("Specs/Main.yaml", spec), ("Specs/Shared.yaml", types)]).lines == [])
    }
}
