/// A SwiftUI call written where a spec writes keys: a view (`VStack(alignment: .leading)`, `Text("Hi")`), with the
/// modifiers chained after it (`Text("Hi") .font(.title)`, as YAML folds two lines), or a modifier (`.padding()`,
/// `.font(.title)`), and the keys the language writes for it instead.
///
/// Only a call whose arguments are all simple values (a name, `.case`, a number, a string literal, a binding
/// `$name`, a key path `\.id`, a range `0...10`) is read; for anything else, such as a closure, no spelling is
/// offered rather than a wrong one.
struct SwiftCallSpelling {
    /// One call: a view's or a modifier's name, without the modifier's dot, and its arguments in written order, an
    /// unlabeled one with a nil label.
    struct Call {
        var name: String
        var arguments: [(label: String?, value: String)]
    }

    /// The call written first.
    var call: Call
    /// Whether it was written as a modifier, with a leading dot.
    var isModifier: Bool
    /// The modifiers chained after a view.
    var modifiers: [Call]
    /// Whether it was written as a call, rather than as a view's arguments after its first key.
    var isCall = true
    /// The statements of a `Button`'s trailing closure, `Button("Go") { count += 1 }`: its action.
    var trailingAction: String?

    var name: String { call.name }

    /// Reads `text` (trimmed, after any `- `) as `Name(arguments)`, `Name(arguments) .modifier(arguments)...` or
    /// `.name(arguments)`, with one `:` allowed after it, as YAML reads a key.
    init?(_ text: Substring) {
        var rest = text.drop { $0 == " " }
        while let last = rest.last, " \t\r:".contains(last) { rest = rest.dropLast() }
        isModifier = rest.first == "."
        if isModifier { rest = rest.dropFirst() }
        guard let (call, after) = Self.call(in: rest), SwiftIdentifier.isUpperCamelCase(call.name) != isModifier
        else { return nil }
        self.call = call
        modifiers = []
        var tail = after.drop { $0 == " " }
        // `Button("Go") { count += 1 }`: the closure is the action, written as one statement or several.
        if !isModifier, call.name == BuiltinView.button.rawValue, tail.first == "{", tail.last == "}" {
            let body = tail.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            guard !body.isEmpty, !body.contains("{"), !body.contains(" in ") else { return nil }
            trailingAction = body
            tail = ""
        }
        while !tail.isEmpty {
            guard !isModifier, tail.first == ".", let (modifier, next) = Self.call(in: tail.dropFirst()),
                !SwiftIdentifier.isUpperCamelCase(modifier.name)
            else { return nil }
            modifiers.append(modifier)
            tail = next.drop { $0 == " " }
        }
        // `.padding(.horizontal, 8)`: a modifier's several arguments are written as a mapping of named fields.
        for modifier in (isModifier ? [call] : modifiers)
        where modifier.arguments.count > 1 && modifier.arguments.contains(where: { $0.label == nil }) {
            return nil
        }
    }

    /// Reads `text` as a view's arguments after its first key, `items, id: \.id` of `ForEach: items, id: \.id`:
    /// a first, unlabeled argument and named arguments each of which the built-in view `view` takes.
    init?(view: String, arguments text: Substring) {
        // The value unlabeled and arguments after it, or the value under its Swift label (`systemName: star`).
        guard let builtin = BuiltinView(rawValue: view), let arguments = Self.arguments(text), !arguments.isEmpty,
            arguments[0].label == nil ? arguments.count > 1 : arguments[0].label == Self.primaryLabels[view],
            arguments.dropFirst().allSatisfy({ $0.label.map(builtin.arguments.contains) ?? false })
        else { return nil }
        call = Call(name: view, arguments: arguments)
        isModifier = false
        modifiers = []
        isCall = false
    }

    /// Whether the view is one the unit declares rather than a built-in one, as far as the call shows: every
    /// argument named, as props and bindings are, and no built-in view of its name.
    private var isUnitView: Bool {
        !isModifier && BuiltinView(rawValue: name) == nil && !call.arguments.isEmpty
            && call.arguments.allSatisfy { $0.label != nil }
    }

    /// The keys the language writes for the call, each as it would be written on its own line: `padding: true`,
    /// `font: title`; for a view, its head first (`Text: "Hi"`, `VStack:`, or `Spacer` alone), then its named
    /// arguments and its modifiers.
    var keys: [String] {
        if isModifier { return [Self.modifierKey(call)] }
        guard !call.arguments.isEmpty || !modifiers.isEmpty else { return [name] }
        let primaryLabel = Self.primaryLabels[name]
        let isPrimary = { (argument: (label: String?, value: String)) in argument.label == primaryLabel }
        let head = call.arguments.first(where: isPrimary).map { "\(name): \(primaryValue($0.value))" } ?? "\(name):"
        let named = call.arguments.compactMap { argument in
            isPrimary(argument) ? nil : argument.label.map { "\($0): \(argument.value)" }
        }
        let action = trailingAction.map { "action: " + Self.statements($0) }
        return [head] + named + (action.map { [$0] } ?? []) + modifiers.map(Self.modifierKey)
    }

    /// Statements as an action's value: one as it is (quoted where YAML needs it), several (`;`-separated) as a
    /// flow list of them.
    private static func statements(_ body: String) -> String {
        let statements = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let written = statements.map { $0.contains(": ") || $0.contains("\"") ? YAMLScalar.doubleQuoted($0) : $0 }
        return written.count == 1 ? written[0] : "[" + written.joined(separator: ", ") + "]"
    }

    /// A modifier's key: `padding: true`, `font: title`, or its named arguments as a mapping.
    private static func modifierKey(_ modifier: Call) -> String {
        switch modifier.arguments.count {
        case 0: return "\(modifier.name): true"
        case 1 where modifier.arguments[0].label == nil: return "\(modifier.name): \(modifier.arguments[0].value)"
        default:
            let fields = modifier.arguments.map { "\($0.label ?? ""): \($0.value)" }
            return "\(modifier.name): { \(fields.joined(separator: ", ")) }"
        }
    }

    /// A built-in view's value as its first key writes it: a template, so a name or a field path a Swift call
    /// passes is interpolated (`Text(title)` is `Text: "{title}"`), except for a `ForEach`, whose value is a
    /// collection. Written after the key (`Image: systemName: star`), a plain word is already the text.
    private func primaryValue(_ value: String) -> String {
        guard isCall, BuiltinView(rawValue: name).map({ $0 != .forEach }) == true,
            let names = SwiftIdentifier.pathNames(value[...]),
            !names.contains(where: { SwiftIdentifier.isKeyword(String($0)) })
        else { return value }
        return "\"{\(value)}\""
    }

    /// The label of the SwiftUI argument a view's first key takes as its value, where SwiftUI labels it:
    /// `Image(systemName: "star")` is `Image: "star"`. Every other view's value is its unlabeled argument.
    private static let primaryLabels: [String: String] = ["Image": "systemName"]

    /// For `onChange(of: value)` followed by its action, as a closure (`.onChange(of: goal) { last = goal }`) or
    /// after a `:` (`onChange(of: goal): last = goal`, as YAML keys invite): the key the language writes for it,
    /// `onChange: { of: goal, action: "last = goal" }`. A closure's parameters (`old, new in`) are left out.
    static func onChangeAdvice(_ text: Substring) -> String? {
        var rest = text.drop { $0 == " " }
        if rest.first == "." { rest = rest.dropFirst() }
        guard let (call, after) = call(in: rest), call.name == "onChange", call.arguments.count == 1,
            call.arguments[0].label == "of"
        else { return nil }
        var action = after.trimmingCharacters(in: .whitespaces)[...]
        if action.first == ":" {
            action = action.dropFirst()
        } else if action.first == "{", action.last == "}" {
            action = action.dropFirst().dropLast()
        } else {
            return nil
        }
        action = action.drop { $0 == " " }
        if let range = action.range(of: " in "),
            action[..<range.lowerBound].split(separator: ",").allSatisfy({
                SwiftIdentifier.isValid($0.trimmingCharacters(in: .whitespaces))
            })
        {
            action = action[range.upperBound...]
        }
        let statements = action.trimmingCharacters(in: .whitespaces)
        guard !statements.isEmpty else { return nil }
        return "a modifier is a key beside the view, not a call: write 'onChange: { of: \(call.arguments[0].value), "
            + "action: \(YAMLScalar.doubleQuoted(statements)) }'"
    }

    /// The view's name, for a view called without arguments (`Spacer()`), which the language writes by name alone.
    var viewWrittenByName: String? {
        guard !isModifier, call.arguments.isEmpty, case let keys = keys, keys.count == 1 else { return nil }
        return keys[0]
    }

    /// The advice for the call: `write 'padding: true'`, or for a view with arguments, `write 'VStack:' with
    /// 'alignment: leading' at its column`; a view of the unit takes its arguments indented below its name.
    var advice: String {
        let keys = keys
        if isModifier {
            return "a modifier is a key beside the view, not a call: write '\(keys[0])'"
        }
        if keys.count == 1, call.arguments.isEmpty {
            return "a view is written by its name, not called: write '\(keys[0])'"
        }
        let others = Self.listed(keys.dropFirst().map { "'\($0)'" })
        if isUnitView, modifiers.isEmpty {
            return "a view's props and bindings are keys under its name, not a call: write '\(keys[0])' with "
                + "\(others) on the lines below it, indented past its name"
        }
        let what = modifiers.isEmpty ? "a view's arguments are keys" : "a view's arguments and modifiers are keys"
        let how = isCall ? "beside its name, not a call" : "of their own, beside its name"
        let written = "\(what) \(how): write '\(keys[0])'"
        guard keys.count > 1 else { return written }
        return written + " with \(others) on the lines below it, at its column"
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// The call at the start of `text`, `name(arguments)`, and what follows its closing parenthesis.
    private static func call(in text: Substring) -> (Call, rest: Substring)? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let name = String(text[..<open])
        guard SwiftIdentifier.isValid(name), let close = closingParenthesis(in: text, after: open),
            let arguments = arguments(text[text.index(after: open)..<close])
        else { return nil }
        return (Call(name: name, arguments: arguments), text[text.index(after: close)...])
    }

    /// The index of the `)` that closes the `(` at `open`, outside string literals.
    private static func closingParenthesis(in text: Substring, after open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var closing: Substring.Index?
        visitOutsideStrings(text[open...]) { index, character in
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { closing = index }
            return closing == nil
        }
        return closing
    }

    /// The arguments between the parentheses, each a simple value; nil when one is not.
    private static func arguments(_ text: Substring) -> [(label: String?, value: String)]? {
        guard !text.allSatisfy({ $0 == " " }) else { return [] }
        var result: [(label: String?, value: String)] = []
        for part in split(text) {
            var label: String?
            var value = part.trimmingCharacters(in: .whitespaces)[...]
            if let colon = value.firstIndex(of: ":"), !value.hasPrefix("\"") {
                let written = value[..<colon].trimmingCharacters(in: .whitespaces)
                guard SwiftIdentifier.isValid(written) else { return nil }
                label = written
                value = value[value.index(after: colon)...].drop { $0 == " " }
            }
            guard let simple = simpleValue(value) else { return nil }
            result.append((label, simple))
        }
        return result
    }

    /// The arguments of `text` split at its commas outside string literals.
    private static func split(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        visitOutsideStrings(text) { index, character in
            if character == "," {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            return true
        }
        parts.append(text[start...])
        return parts
    }

    /// Calls `visit` with each character of `text` outside its string literals (their quotes included) and its
    /// index, until it returns false.
    static func visitOutsideStrings(_ text: Substring, _ visit: (Substring.Index, Character) -> Bool) {
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if !visit(index, character) {
                return
            }
        }
    }

    /// A value the language writes as it is (a name or a path, a number, a string literal, a binding `$name`, a
    /// range of those), without its dot (`.leading`), or a key path's field (`\.id` is `id`).
    private static func simpleValue(_ value: Substring) -> String? {
        if value.first == "\"" {
            return value.count > 1 && value.last == "\"" ? template(value) : nil
        }
        if value.hasPrefix("\\.") { return isPath(value.dropFirst(2)) ? String(value.dropFirst(2)) : nil }
        for range in ["...", "..<"] {
            if let operatorRange = value.firstRange(of: range) {
                let bounds = [value[..<operatorRange.lowerBound], value[operatorRange.upperBound...]]
                return bounds.allSatisfy({ isPath($0) || Int($0) != nil }) ? String(value) : nil
            }
        }
        if value.first == "$" { return isPath(value.dropFirst()) ? String(value) : nil }
        let word = value.first == "." ? value.dropFirst() : value
        if isPath(word) || Double(word) != nil { return String(word) }
        return nil
    }

    /// A Swift string literal as a template: each interpolation `\(name)` written `{name}`, as a spec interpolates;
    /// nil when an interpolation is not closed.
    private static func template(_ literal: Substring) -> String? {
        var result = ""
        var rest = literal[...]
        while let start = rest.firstRange(of: "\\(") {
            guard let (expression, after) = YAMLLoader.Message.leadingSwiftInterpolation(rest[start.lowerBound...])
            else { return nil }
            result += rest[..<start.lowerBound] + "{" + expression + "}"
            rest = after
        }
        return result + rest
    }

    /// Whether `text` is a name or names joined by dots: `goal`, `item.name`.
    private static func isPath(_ text: Substring) -> Bool { SwiftIdentifier.pathNames(text) != nil }
}
