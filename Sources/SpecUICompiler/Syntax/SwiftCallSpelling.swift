/// A SwiftUI call written where a spec writes keys: a view (`VStack(alignment: .leading)`, `Text("Hi")`) or a
/// modifier (`.padding()`, `.font(.title)`), and the keys the language writes for it instead.
///
/// Only a call whose arguments are all simple values (a name, `.case`, a number, a string literal) is read; for
/// anything else, such as a closure, no spelling is offered rather than a wrong one.
struct SwiftCallSpelling {
    /// The view's or the modifier's name, without the modifier's dot.
    var name: String
    /// Whether it was written as a modifier, with a leading dot.
    var isModifier: Bool
    /// The arguments in written order; an unlabeled one has a nil label.
    var arguments: [(label: String?, value: String)]

    /// Reads `text` (trimmed, after any `- `) as `Name(arguments)` or `.name(arguments)`, with one `:` allowed after
    /// it, as YAML reads a key.
    init?(_ text: Substring) {
        var rest = text.drop { $0 == " " }
        while let last = rest.last, " \t\r:".contains(last) { rest = rest.dropLast() }
        isModifier = rest.first == "."
        if isModifier { rest = rest.dropFirst() }
        guard let open = rest.firstIndex(of: "("), rest.last == ")" else { return nil }
        name = String(rest[..<open])
        guard SwiftIdentifier.isValid(name), SwiftIdentifier.isUpperCamelCase(name) != isModifier else { return nil }
        guard let arguments = Self.arguments(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
        else { return nil }
        // `.padding(.horizontal, 8)`: a modifier's several arguments are written as a mapping of named fields.
        guard !isModifier || arguments.count < 2 || arguments.allSatisfy({ $0.label != nil }) else { return nil }
        self.arguments = arguments
    }

    /// The keys the language writes for the call, each as it would be written on its own line: `padding: true`,
    /// `font: title`; for a view, its head first (`Text: "Hi"`, `VStack:`, or `Spacer` alone) and then its named
    /// arguments.
    var keys: [String] {
        if isModifier {
            switch arguments.count {
            case 0: return ["\(name): true"]
            case 1 where arguments[0].label == nil: return ["\(name): \(arguments[0].value)"]
            default:
                let fields = arguments.map { "\($0.label ?? ""): \($0.value)" }
                return ["\(name): { \(fields.joined(separator: ", ")) }"]
            }
        }
        guard !arguments.isEmpty else { return [name] }
        let primaryLabel = Self.primaryLabels[name]
        let isPrimary = { (argument: (label: String?, value: String)) in argument.label == primaryLabel }
        let head = arguments.first(where: isPrimary).map { "\(name): \($0.value)" } ?? "\(name):"
        return [head]
            + arguments.compactMap { argument in
                isPrimary(argument) ? nil : argument.label.map { "\($0): \(argument.value)" }
            }
    }

    /// The label of the SwiftUI argument a view's first key takes as its value, where SwiftUI labels it:
    /// `Image(systemName: "star")` is `Image: "star"`. Every other view's value is its unlabeled argument.
    private static let primaryLabels: [String: String] = ["Image": "systemName"]

    /// The advice for the call: `write 'padding: true'`, or for a view with arguments, `write 'VStack:' with
    /// 'alignment: leading' at its column`.
    var advice: String {
        let keys = keys
        if isModifier {
            return "a modifier is a key beside the view, not a call: write '\(keys[0])'"
        }
        if arguments.isEmpty { return "a view is written by its name, not called: write '\(keys[0])'" }
        let written = "a view's arguments are keys beside its name, not a call: write '\(keys[0])'"
        guard keys.count > 1 else { return written }
        let others = keys.dropFirst().map { "'\($0)'" }
        let listed =
            others.count == 1
            ? others[0] : others.dropLast().joined(separator: ", ") + " and " + others[others.count - 1]
        return written + " with \(listed) on the lines below it, at its column"
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
            } else if character == "," {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// A value the language writes as it is (a name, a number, a string literal) or without its dot (`.leading`).
    private static func simpleValue(_ value: Substring) -> String? {
        if value.first == "\"" {
            return value.count > 1 && value.last == "\"" ? String(value) : nil
        }
        let word = value.first == "." ? value.dropFirst() : value
        if SwiftIdentifier.isValid(String(word)) || Double(word) != nil { return String(word) }
        return nil
    }
}
