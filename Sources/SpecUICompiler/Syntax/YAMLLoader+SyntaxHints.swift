extension YAMLLoader.Message {
    /// libyaml's problem, and its context, for a line of a mapping without a `:`: YAML took it for a key.
    static let keyWithoutColonProblem = "could not find expected ':'"
    static let simpleKeyContext = "while scanning a simple key"

    /// libyaml's problem where a node was expected and none starts, as after a flow collection's opening bracket.
    static let expectedNodeProblem = "did not find expected node content"

    /// libyaml's problem for what follows a complete entry on its line.
    static let expectedKeyProblem = "did not find expected key"

    /// libyaml's problems for a backslash that YAML's double quotes do not read.
    static let escapeProblems: Set<String> = [
        unknownEscapeProblem, "did not find expected hexdecimal number",
    ]

    /// For a line of a mapping that has no `:` (`.padding()` under a `Text`): how a modifier or a view is written,
    /// when the line is a SwiftUI call, or what a line of a mapping is.
    static func keyWithoutColon(_ line: Substring) -> String {
        let advice = callAdvice(line) ?? "a line of a mapping is 'key: value', and an item of a list starts with '- '"
        return keyWithoutColonProblem + "; " + advice
    }

    /// For a key run into its value on `line` (`font:title`), which YAML reads as one word: the key and value with
    /// the space between them, and the column (from 0) of the `:` the space goes after; nil for any other line.
    static func colonWithoutSpace(on line: Substring) -> (written: String, column: Int)? {
        let entry = entry(of: line)
        let key = key(in: entry, at: 0)
        let rest = entry.dropFirst(key.count)
        guard !key.isEmpty, rest.hasPrefix(":"), let next = rest.dropFirst().first, !" \t\r:/".contains(next) else {
            return nil
        }
        var value = rest.dropFirst()
        while let last = value.last, " \t\r".contains(last) { value = value.dropLast() }
        // With the space, the line must read as the key and that value: `fo:nt: title` or `x:[ String` would not.
        guard readsAsOneValue(value) else { return nil }
        let column = line.unicodeScalars.count - entry.unicodeScalars.count + key.unicodeScalars.count
        return ("\(key): \(value)", column)
    }

    /// Whether `value`, written after a key's `: `, reads as that one value on its line: a plain scalar that starts
    /// with no indicator and holds no `: ` or ` #`, or a quoted scalar or a flow collection closed at its end.
    static func readsAsOneValue(_ value: Substring) -> Bool {
        guard let first = value.first else { return false }
        switch first {
        case "\"", "'":
            return value.count >= 2 && value.last == first && !value.dropFirst().dropLast().contains(first)
        case "{", "[":
            return value.count >= 2 && value.last == (first == "{" ? "}" : "]")
        default:
            if ",]}#&*!|>%@`".contains(first) { return false }
            if "-?:".contains(first), value.dropFirst().first.map({ $0 == " " }) ?? true { return false }
            return !value.contains(": ") && !value.contains(" #")
        }
    }

    /// For a key run into its value, `written` (`font:title`): the space YAML needs after a key's `:`, in `meant`.
    static func colonWithoutSpaceHint(_ written: Substring, meant: String) -> String {
        var written = written
        while let last = written.last, " \t\r".contains(last) { written = written.dropLast() }
        return "; '\(written)' has no space after its ':', so YAML reads it as one word: write '\(meant)'"
    }

    /// The word on `line` at `column` (from 0) that starts with a `-` run into it (`-Text` of `-Text: "a"`), which
    /// YAML reads as a key or text, not as an item of a list; nil when there is none.
    static func dashWithoutSpace(on line: Substring, at column: Int) -> Substring? {
        let rest = Substring(line.unicodeScalars.dropFirst(column))
        guard rest.hasPrefix("-"), let next = rest.dropFirst().first, next.isLetter else { return nil }
        return rest.prefix { $0 != ":" && $0 != " " }
    }

    /// libyaml's problems for a flow mapping or list that has no closing bracket where it stopped, and the bracket.
    static let flowClosers = ["did not find expected ',' or '}'": "}", "did not find expected ',' or ']'": "]"]

    /// For a flow mapping or list that starts at the note, on an earlier line, and is not closed on its line.
    static func unclosedFlowHint(_ closer: String) -> String {
        let what = closer == "}" ? "'{'" : "'['"
        return "; the \(what) at the note is not closed on its line: end it with '\(closer)'"
    }

    /// For a list item written without the space after its `-` (`-Text: "a"`).
    static func dashWithoutSpaceHint(_ word: Substring) -> String {
        "; '\(word)' has no space after its '-', so YAML reads it as a key, not as an item of the list: write "
            + "'- \(word.dropFirst())'"
    }

    /// For items written right under `- if: ready` (`- ForEach: items`, `- Section: "A"`, `- switch: mode`) without the
    /// key that holds them: the key, as a view's children go under `then:`, `content:` or `cases:`.
    static func nodesKeyHint(_ previousLine: Substring, before line: Substring) -> String? {
        let head = entry(of: previousLine)
        guard let colon = head.firstIndex(of: ":") else { return nil }
        return nodesKeyHint(owner: String(head[..<colon]), before: line)
    }

    /// For items on `line` written in a mapping whose first key is `owner` (`- ForEach: items`, with `as: item`
    /// between them) without the key that holds them.
    static func nodesKeyHint(owner: String, before line: Substring) -> String? {
        guard line.drop(while: { $0 == " " }).hasPrefix("- "), let key = nodesKeys[owner] else { return nil }
        // A switch's cases are keys under `cases:`, each holding its nodes.
        guard owner != "switch" else {
            return "; the nodes of 'switch' go under one of its cases, a key under 'cases:' (at the column of "
                + "'switch') or 'default:', with these items indented under it"
        }
        return "; the nodes of '\(owner)' go under '\(key):', at the column of '\(owner)', with these items "
            + "indented under it"
    }

    /// The key that holds the nodes of each view that holds them under a key.
    static let nodesKeys = ["if": "then", "ForEach": "content", "Section": "content", "switch": "cases"]

    /// For a view written as a SwiftUI call (`VStack(alignment: .leading):`), which quotes would not mend.
    static func swiftCallHint(_ line: Substring) -> String? {
        guard let advice = callAdvice(line) ?? SwiftCallSpelling.onChangeAdvice(entry(of: line)) else { return nil }
        return "; " + advice
    }

    /// The keys to write for the SwiftUI call on `line`. A member call after a key (`font: .system(size: 14)`) is
    /// no modifier but the key's value, which the spec writes as a word (`font: title`) or a mapping of arguments.
    private static func callAdvice(_ line: Substring) -> String? {
        let value = value(of: line)
        guard let spelling = SwiftCallSpelling(value) else { return nil }
        let entry = entry(of: line)
        guard spelling.isModifier, value.startIndex != entry.startIndex,
            let colon = entry[..<value.startIndex].lastIndex(of: ":")
        else { return spelling.advice }
        let key = String(entry[..<colon])
        var trimmed = value
        while let last = trimmed.last, " \t\r".contains(last) { trimmed = trimmed.dropLast() }
        let words: [String: [String]] = [
            "font": SpecSchema.fonts, "foregroundColor": SpecSchema.colors, "background": SpecSchema.colors,
        ]
        let what =
            words[key].map { "'\(key)' takes one of \(SpecDecoder.listing($0))" }
            ?? "a value is a word or a mapping of its arguments"
        return "'\(trimmed)' is a Swift call, which the spec does not write: \(what)"
    }

    /// For a built-in view's arguments written after its first key, on its line (`- ForEach: items, id: \.id`):
    /// each on a line of its own.
    static func inlineArgumentsHint(_ line: Substring) -> String? {
        let rest = entry(of: line)
        guard let colon = rest.range(of: ": ") else { return nil }
        var arguments = rest[colon.upperBound...]
        while let last = arguments.last, " \t\r".contains(last) { arguments = arguments.dropLast() }
        guard let spelling = SwiftCallSpelling(view: String(rest[..<colon.lowerBound]), arguments: arguments) else {
            return nil
        }
        return "; " + spelling.advice
    }

    /// For a property wrapper (`@State count: 0`) at `column` (from 0) of `line`: the section says what a name is.
    static func propertyWrapperHint(_ line: Substring, at column: Int) -> String? {
        let rest = line.unicodeScalars.dropFirst(column)
        guard rest.first == "@" else { return nil }
        let afterAt = Substring(rest.dropFirst())
        let wrapper = afterAt.prefix { $0.isLetter }
        guard !wrapper.isEmpty, SwiftIdentifier.isUpperCamelCase(String(wrapper)) else { return nil }
        var declaration = afterAt.dropFirst(wrapper.count).drop { $0 == " " }
        while let last = declaration.last, " \t\r".contains(last) { declaration = declaration.dropLast() }
        // The section the wrapper stands for, indented under it at the top level (`@Binding` under `props:` is
        // told to move too).
        let sections = ["State": "state", "Binding": "bindings", "Bindable": "bindings", "Environment": "environment"]
        let section = sections[String(wrapper)] ?? "props"
        // The entry as the section writes it, Swift's keywords and `=` gone: `count: 0`, `isOn: Bool`, and an
        // environment value's key path as an item of the list, `- colorScheme`.
        let entry =
            switch section {
            case "state": SpecDecoder.swiftStateDeclaration(declaration)?.written
            case "environment": environmentKey(declaration).map { "- " + $0 }
            default: SpecDecoder.swiftPropertyDeclaration(declaration)
            }
        var written = declaration.isEmpty ? "the name alone" : "'\(entry ?? String(declaration))'"
        written += column == 0 ? " indented under '\(section):'" : " under '\(section):'"
        return "; '@\(wrapper)' is Swift's, not the spec's: the section a name is under ('state:', 'props:', "
            + "'bindings:') says what it is, so write \(written)"
    }

    /// The key of `@Environment(\.colorScheme) var scheme`: `colorScheme`.
    private static func environmentKey(_ declaration: Substring) -> String? {
        guard declaration.hasPrefix("(\\."), let close = declaration.firstIndex(of: ")") else { return nil }
        let key = String(declaration[declaration.index(declaration.startIndex, offsetBy: 3)..<close])
        return SwiftIdentifier.isValid(key) ? key : nil
    }

    /// For a value written as a Swift declaration's type and initial value that YAML cannot read (`tags: [String]
    /// = []`, its type a flow list): the explicit state the spec writes.
    static func swiftDeclarationHint(_ line: Substring) -> String? {
        var text = value(of: line)
        while let last = text.last, " \t\r".contains(last) { text = text.dropLast() }
        guard let declaration = TypeParser.declaration(text),
            let explicit = SpecDecoder.explicitState(type: declaration.type, initial: declaration.value)
        else { return nil }
        return "; '\(text)' is a Swift declaration; a state is written with its type and initial value: "
            + "'\(explicit)'"
    }

    /// For a quoted scalar that libyaml read on past its line (`Text: "a` with the quote closed on a later line)
    /// and that the problem on line `problemLine` follows.
    static func runOnQuote(_ problem: String, from startLine: Int, to endLine: Int) -> String {
        problem + "; the quoted scalar that starts here is not closed on its line, so YAML reads it on to the "
            + "quote on line \(endLine): close it on line \(startLine)"
    }

    /// Whether the value on `line` before `column` is a template that starts with an interpolation, read by YAML
    /// as a flow mapping (`Text: {count} items: {on}`): a colon after it is the template's text, not a second
    /// entry, and quoting the whole scalar is the advice.
    static func startsWithInterpolation(_ line: Substring, before column: Int) -> Bool {
        let before = Substring(line.unicodeScalars.prefix(column))
        guard let separator = before.range(of: ": ") else { return false }
        let value = before[separator.upperBound...].drop { $0 == " " }
        guard value.hasPrefix("{"), let close = value.firstIndex(of: "}") else { return false }
        return !value[..<close].contains(":")
    }

    /// For a key written after a complete entry on the same line (`- Text: "a" padding: true`): its own line.
    /// `owner` is the first key of the mapping the entry belongs to.
    static func secondKeyHint(_ line: Substring, at column: Int, owner: String?) -> String? {
        let key = key(in: line, at: column)
        let afterKey = Substring(line.unicodeScalars.dropFirst(column)).dropFirst(key.count)
        guard !key.isEmpty, afterKey.hasPrefix(":"), afterKey.dropFirst().first.map({ $0 == " " }) ?? true else {
            return nil
        }
        let place = owner.map { ", at the column of '\($0)'" } ?? ""
        return "; '\(key):' starts a second entry on this line: write it on a line of its own\(place)"
    }

    /// For a key indented like the items of the list that is the value of `owner` (`alignment: leading` beside
    /// a `VStack`'s children, or `value:` below a `- Stepper:` item): besides the items' place, where a view's own
    /// keys go, when `owner` is a view: those of the item above (`itemAbove`, its first key and column), which it
    /// most likely belongs to, and those of `owner`.
    static func listKeyHint(
        _ line: Substring, owner: String, ownerColumn: Int, itemAbove: (name: String, column: Int)?
    ) -> String? {
        let rest = line.drop { $0 == " " }
        let key = key(in: rest, at: 0)
        guard !key.isEmpty, rest.dropFirst(key.count).hasPrefix(":"), SwiftIdentifier.isUpperCamelCase(owner) else {
            return nil
        }
        let toOwner =
            mayTake(owner, key)
            ? "to give '\(key)' to '\(owner)', write it at the column of '\(owner)' (column \(ownerColumn))" : nil
        guard let item = itemAbove, SwiftIdentifier.isUpperCamelCase(item.name), mayTake(item.name, key) else {
            return listIndentationHint + (toOwner.map { "; " + $0 } ?? "")
        }
        return listIndentationHint
            + "; to give '\(key)' to '\(item.name)' above it, write it at the column of '\(item.name)' (column "
            + "\(item.column))" + (toOwner.map { "; or " + $0 } ?? "")
    }

    /// Whether the view `view` could be given `key`: a built-in view takes its arguments and the modifiers; a view
    /// of the unit, whose props and bindings are not known while loading, may take any key.
    private static func mayTake(_ view: String, _ key: Substring) -> Bool {
        guard let builtin = BuiltinView(rawValue: view) else { return true }
        return builtin.arguments.contains(String(key)) || ModifierKey(rawValue: String(key)) != nil
    }

    /// For a line indented past the `-` of a list item on `previous` that has no `:` after its view's name
    /// (`- ProgressView`, `- Text "{title}"`, `- if ready`): YAML reads `line` as more of the item's plain text,
    /// not as keys of the item. The item with its `:`.
    static func bareItemHint(_ previous: Substring, before line: Substring) -> String? {
        guard let written = item(on: previous, continuedBy: line) else { return nil }
        let item = written.trimmingCharacters(in: .whitespaces)
        let name = item.prefix { $0 != " " }
        let value = item.dropFirst(name.count).drop { $0 == " " }
        guard SwiftIdentifier.isValid(String(name)), !name.hasSuffix(":"), !value.contains(": ") else { return nil }
        guard !value.isEmpty else {
            return "; '- \(item)' on the line before has no ':', so this line continues its text; write '- \(item):' "
                + "to give it keys"
        }
        return "; '- \(item)' on the line before has no ':' after '\(name)', so this line continues its text; write "
            + "'- \(name): \(value)'"
    }

    /// For Swift's `//` comment where libyaml stopped (`- Text: "hi" // header`), or on the line before it or on
    /// its own line (`// Trips screen` above `view:`), which YAML reads as text: YAML's comments start with `#`.
    static func swiftCommentHint(_ line: Substring, at column: Int, previousLine: Substring) -> String? {
        let rest = column >= 0 ? Substring(line.unicodeScalars.dropFirst(column)) : ""
        let comment = [rest, line, previousLine].lazy.map { $0.drop { $0 == " " } }.first { $0.hasPrefix("//") }
        guard let comment else { return nil }
        let text = comment.dropFirst(2).drop { $0 == "/" || $0 == " " }
        return "; '//' starts a comment in Swift, not in YAML, which reads it as text: YAML's comments start with "
            + "'#', '# \(text.trimmingCharacters(in: .whitespaces))'"
    }

    /// For a line indented past the `-` of a list item on `previous` that is a SwiftUI call (`- Text("Hello")` above
    /// `font: title`): YAML reads the line as more of the call's text; the keys the call is written with.
    static func callItemHint(_ previous: Substring, before line: Substring) -> String? {
        guard item(on: previous, continuedBy: line) != nil else { return nil }
        return swiftCallHint(previous)
    }

    /// What the list item on `previous` holds after its `- `, when `line` is indented past that dash, so that YAML
    /// reads the line as more of the item's plain text; nil otherwise.
    private static func item(on previous: Substring, continuedBy line: Substring) -> Substring? {
        let indentation = previous.prefix { $0 == " " }.count
        let rest = previous.dropFirst(indentation)
        guard rest.hasPrefix("- "), line.prefix(while: { $0 == " " }).count > indentation else { return nil }
        return rest.dropFirst(2)
    }

    /// For a key on `line` indented past the key on `previous`, whose value is a plain scalar (`isOn:` below
    /// `- Toggle: Done`, indented past `Toggle`): YAML reads the line as more of that value, which quotes would
    /// not mend. Where the key goes.
    static func continuedValueHint(_ previous: Substring, before line: Substring) -> String? {
        guard let keys = keyIndentedPastKey(previous, before: line), let value = plainValue(of: previous) else {
            return nil
        }
        // `state: count = 0` above `  flag: true`: the first entry, written as Swift, on the line of `state:`.
        if keys.previous == "state", let declaration = SpecDecoder.swiftStateDeclaration(value[...]) {
            return "; 'state:' holds a Swift declaration on its line, which YAML reads on into this one: write "
                + "'state:' alone, with '\(declaration.written)' indented below it, beside '\(keys.line):'"
        }
        if keys.previous == "switch" {
            return "; '\(keys.line):' is indented past 'switch' on the line before, so YAML reads it as more of the "
                + "value '\(value)'" + switchCasesHint(column: keys.column)
        }
        return "; '\(keys.line):' is indented past '\(keys.previous)' on the line before, so YAML reads it as more "
            + "of the value '\(value)': write it at the column of '\(keys.previous)' (column \(keys.column))"
    }

    /// For an item on `line` indented past the key on `previous`, whose value is a plain scalar (`- Text: "a"` below
    /// `alignment: leading`, written between a view's name and its items): YAML reads the item as more of that value.
    static func itemUnderValueHint(_ previous: Substring, before line: Substring) -> String? {
        let entry = entry(of: previous)
        let keyColumn = previous.count - entry.count
        let indentation = line.prefix { $0 == " " }.count
        let key = key(in: entry, at: 0)
        guard indentation > keyColumn, line.dropFirst(indentation).hasPrefix("- "), !key.isEmpty,
            entry.dropFirst(key.count).hasPrefix(": "), let value = plainValue(of: previous)
        else { return nil }
        return "; this item is indented past '\(key)' on the line before, so YAML reads it as more of the value "
            + "'\(value)': a view's items go right below the line of its name, and its arguments after them"
    }

    /// For a key on `line` indented past the key on `previous`, whose value is written on that line, quoted or as a
    /// flow collection (`font:` below `- Text: "{count}"`, indented past `Text`): where the key goes.
    static func indentedPastKeyHint(_ previous: Substring, before line: Substring) -> String? {
        guard let keys = keyIndentedPastKey(previous, before: line), keys.previousHasValue else { return nil }
        if keys.previous == "switch" {
            return "; '\(keys.line):' is indented past 'switch' on the line before"
                + switchCasesHint(column: keys.column)
        }
        return "; '\(keys.line):' is indented past '\(keys.previous)' on the line before: write it at the column "
            + "of '\(keys.previous)' (column \(keys.column))"
    }

    /// For a case (`.loading:`) right under `- switch: status`, where `switch`'s key is at `column` (from 1).
    private static func switchCasesHint(column: Int) -> String {
        ": a switch's cases go under 'cases:', written at the column of 'switch' (column \(column)), with each case "
            + "indented under it"
    }

    /// For a key on `line` indented less than the key on `previous`, where libyaml found no mapping it belongs to
    /// (`then:` at column 7 below an `if:` indented to column 9 under `else:` at column 5): both keys and columns,
    /// since either line may be the one out of place.
    static func misalignedKeyHint(_ previous: Substring, before line: Substring) -> String? {
        guard let keys = keys(of: previous, before: line), keys.indentation < keys.column - 1 else { return nil }
        return "; '\(keys.line):' (column \(keys.indentation + 1)) is indented less than '\(keys.previous):' on the "
            + "line before (column \(keys.column)), and at the column of no mapping that holds it: the keys of one "
            + "mapping are written at one column"
    }

    /// The key `line` starts with and the key of the entry on `previous` that it is indented past, that key's
    /// column (from 1), and whether that entry has a value on its line.
    private static func keyIndentedPastKey(_ previous: Substring, before line: Substring) -> (
        line: Substring, previous: Substring, column: Int, previousHasValue: Bool
    )? {
        guard let keys = keys(of: previous, before: line), keys.indentation >= keys.column, let value = keys.value
        else { return nil }
        return (keys.line, keys.previous, keys.column, !value.allSatisfy { $0 == " " })
    }

    /// The key `line` starts with, at its indentation (from 0), and the key of the entry on `previous`, at its column
    /// (from 1), with what follows its `: ` (nil where its `:` ends the line); nil where either line is no key.
    private static func keys(of previous: Substring, before line: Substring) -> (
        line: Substring, indentation: Int, previous: Substring, column: Int, value: Substring?
    )? {
        let entry = entry(of: previous)
        let indentation = line.prefix { $0 == " " }.count
        let previousKey = key(in: entry, at: 0)
        let lineKey = caseOrKey(in: line, at: indentation)
        let afterKey = entry.dropFirst(previousKey.count)
        guard !previousKey.isEmpty, afterKey.hasPrefix(":"), !lineKey.isEmpty,
            line.dropFirst(indentation + lineKey.count).hasPrefix(":")
        else { return nil }
        let value = afterKey.hasPrefix(": ") ? afterKey.dropFirst(2) : nil
        return (lineKey, indentation, previousKey, previous.count - entry.count + 1, value)
    }

    /// The key written at `column` (from 0) of `line`, or a switch's case written with its dot (`.loading`).
    private static func caseOrKey(in line: Substring, at column: Int) -> Substring {
        let dot = line.dropFirst(column).hasPrefix(".") ? 1 : 0
        let name = key(in: line, at: column + dot)
        return name.isEmpty ? name : line.dropFirst(column).prefix(dot + name.count)
    }

    /// The key written at `column` (from 0) of `line`: its letters, digits and underscores; empty for none.
    static func key(in line: Substring, at column: Int) -> Substring {
        Substring(line.unicodeScalars.dropFirst(column)).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// For a double-quoted scalar holding a backslash that YAML's double quotes do not read (`"{"\u{1F600}"}"`):
    /// the scalar single-quoted, where a backslash is text that the template reads.
    static func singleQuotedHint(_ line: Substring) -> String? {
        var rest = value(of: line)
        while let last = rest.last, " \t\r".contains(last) { rest = rest.dropLast() }
        guard rest.count > 2, rest.first == "\"", rest.last == "\"" else { return nil }
        let text = rest.dropFirst().dropLast().replacing("\\\"", with: "\"")
        return "; YAML's double quotes read a backslash as their own escape: single-quote the scalar, where a "
            + "backslash is text: '\(text.replacing("'", with: "''"))'"
    }

    /// Whether `text`, the inside of a double-quoted scalar, holds a backslash that YAML does not read as an
    /// escape (`\u{1F600}`, `\(`), as opposed to only YAML's own escapes (`\"`, `\n`, `\u00E9`).
    static func hasForeignEscape(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "\\" else { continue }
            guard index + 1 < scalars.count else { return true }
            index += 1
            let hexDigits: Int
            switch scalars[index] {
            case "x": hexDigits = 2
            case "u": hexDigits = 4
            case "U": hexDigits = 8
            case "0", "a", "b", "t", "\t", "n", "v", "f", "r", "e", " ", "\"", "/", "\\", "N", "_", "L", "P":
                continue
            default: return true
            }
            let digits = scalars.dropFirst(index + 1).prefix(hexDigits)
            guard digits.count == hexDigits, digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return true }
            index += hexDigits
        }
        return false
    }
}
