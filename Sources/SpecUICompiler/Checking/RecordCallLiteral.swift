/// A Swift call of a record written where the spec writes a literal, `Todo(id: 1, tags: [2], status: .done)`, read
/// as the literal the spec writes for it: a YAML flow mapping of its fields, `{id: 1, tags: [2], status: .done}`.
///
/// Only literals are read: numbers, `true` and `false`, `nil` (written `null`), `.case`, string literals without
/// interpolation, arrays of them and calls of records; for anything else no literal is offered rather than a
/// wrong one.
struct RecordCallLiteral {
    /// The labels of the outermost call, in written order.
    var labels: [String]
    /// The literal as the spec writes it.
    var literal: String

    init?(_ text: Substring) {
        var reader = Reader(characters: Array(text))
        reader.skipSpaces()
        guard let call = reader.call(), reader.isAtEnd else { return nil }
        labels = call.labels
        literal = call.literal
    }

    private struct Reader {
        let characters: [Character]
        var position = 0

        var isAtEnd: Bool {
            mutating get {
                skipSpaces()
                return position == characters.count
            }
        }

        private var current: Character? { position < characters.count ? characters[position] : nil }

        mutating func skipSpaces() {
            while current == " " { position += 1 }
        }

        private mutating func consume(_ character: Character) -> Bool {
            skipSpaces()
            guard current == character else { return false }
            position += 1
            return true
        }

        /// `Name(label: value, ...)` as `{label: value, ...}`, and its labels.
        mutating func call() -> (labels: [String], literal: String)? {
            let name = word()
            guard SwiftIdentifier.isUpperCamelCase(name), consume("(") else { return nil }
            var labels: [String] = []
            var fields: [String] = []
            if !consume(")") {
                repeat {
                    skipSpaces()
                    let label = word()
                    guard SwiftIdentifier.isValid(label), consume(":"), let value = value() else { return nil }
                    labels.append(label)
                    fields.append("\(label): \(value)")
                } while consume(",")
                guard consume(")") else { return nil }
            }
            return (labels, "{" + fields.joined(separator: ", ") + "}")
        }

        /// One value as a literal writes it.
        private mutating func value() -> String? {
            skipSpaces()
            switch current {
            case "\"":
                return string()
            case "[":
                position += 1
                var elements: [String] = []
                if !consume("]") {
                    repeat {
                        guard let element = value() else { return nil }
                        elements.append(element)
                    } while consume(",")
                    guard consume("]") else { return nil }
                }
                return "[" + elements.joined(separator: ", ") + "]"
            case ".":
                position += 1
                let name = word()
                return SwiftIdentifier.isValid(name) ? "." + name : nil
            default:
                let start = position
                let written = word()
                skipSpaces()
                if current == "(" {
                    position = start
                    return call()?.literal
                }
                switch written {
                case "true", "false": return written
                case "nil": return "null"
                default: return Int(written) != nil || Double(written) != nil ? written : nil
                }
            }
        }

        /// A string literal as it is written, quotes included; nil for one that interpolates or is not closed.
        private mutating func string() -> String? {
            let start = position
            position += 1
            while let character = current {
                position += 1
                if character == "\\" {
                    guard current != "(", current != nil else { return nil }
                    position += 1
                } else if character == "\"" {
                    return String(characters[start..<position])
                }
            }
            return nil
        }

        /// A name or a number as written: letters, digits and `_`, a leading `-`, and a `.` after a digit.
        private mutating func word() -> String {
            let start = position
            if current == "-" { position += 1 }
            while let character = current,
                character.isLetter || character.isNumber || character == "_"
                    || (character == "." && position > start && characters[position - 1].isNumber)
            {
                position += 1
            }
            return String(characters[start..<position])
        }
    }
}
