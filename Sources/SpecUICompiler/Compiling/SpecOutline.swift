/// What a spec declares at its top level, read from its text without a YAML parser: whether it has a `view` key (and
/// the view's name), and whether it has a `types` key.
///
/// The build plugin plans its commands from this reading, and `compile --only`/`--only-spec` decides from it which
/// specs' diagnostics a run reports, so both read a spec alike, also one whose YAML is broken. Read: a UTF-8 byte
/// order mark; comments, directives and a `---` document start; a node tag or anchor on the root; a block mapping
/// (at any indentation) or a flow mapping (on one line or many); keys plain or quoted, with spaces before the colon;
/// a view name plain or quoted, on the key's line or the next. Anything else (a sequence, an explicit `? view` key)
/// declares nothing as read.
///
/// This file is shared with the build plugin through a symbolic link, so it uses the standard library only.
struct SpecOutline: Equatable {
    /// Whether the spec has a top-level `view` key.
    var declaresView = false
    /// The view's name, when it is written as an identifier, quoted or not.
    var viewName: String?
    /// Whether the spec has a top-level `types` key.
    var declaresTypes = false

    init(text: String) {
        var lines = Self.contentLines(text)[...]
        guard var first = lines.popFirst() else { return }
        first.text = Self.droppingNodeProperties(first.text)
        if first.text.isEmpty {
            guard let next = lines.popFirst() else { return }
            first = next
        }
        if first.text.hasPrefix("{") {
            readFlowMapping(([first] + lines).map(\.text).joined(separator: "\n").dropFirst())
        } else {
            readBlockMapping(first: first, rest: lines)
        }
    }

    /// Whether the reading found neither key: the text is no spec, or a spec written in a form the reading does not
    /// know.
    var declaresNothing: Bool { !declaresView && !declaresTypes }

    /// A line of the document's content: its indentation and its text after it, neither blank nor only a comment.
    private struct Line {
        var indentation: Int
        var text: Substring
    }

    /// The lines of the first document that hold content, without the byte order mark, directives and `---`.
    private static func contentLines(_ text: String) -> [Line] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var lines: [Line] = []
        var startedDocument = false
        for raw in body.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var line = raw
            if line.hasPrefix("---") && (line.count == 3 || line.dropFirst(3).first?.isWhitespace == true) {
                // A second document start, or one after content, ends the first document.
                if startedDocument || !lines.isEmpty { break }
                startedDocument = true
                line = line.dropFirst(3)
            } else if line == "..." || line.hasPrefix("... ") {
                break
            } else if !startedDocument && lines.isEmpty && line.hasPrefix("%") {
                continue
            }
            let indentation = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indentation).drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.first == "#" { continue }
            lines.append(Line(indentation: indentation, text: content))
        }
        return lines
    }

    /// `text` after the tags (`!!map`) and anchors (`&spec`) that open it.
    private static func droppingNodeProperties(_ text: Substring) -> Substring {
        var rest = text
        while rest.first == "!" || rest.first == "&" {
            rest = rest.drop { !$0.isWhitespace }.drop { $0 == " " || $0 == "\t" }
        }
        return rest
    }

    /// Reads the keys of a block mapping: the lines at the first line's indentation.
    private mutating func readBlockMapping(first: Line, rest: ArraySlice<Line>) {
        let lines = [first] + rest
        for (index, line) in lines.enumerated() where line.indentation == first.indentation {
            guard let (key, value) = Self.keyAndValue(Self.droppingNodeProperties(line.text)) else {
                continue
            }
            var text = Self.beforeComment(value)
            if text.isEmpty, index + 1 < lines.count, lines[index + 1].indentation > first.indentation {
                text = Self.beforeComment(lines[index + 1].text)
            }
            record(key: key, value: text)
        }
    }

    /// Reads the keys of a flow mapping, `text` starting after its `{`: the keys at its own depth.
    private mutating func readFlowMapping(_ text: Substring) {
        var depth = 0
        // The current entry, without comments.
        var entry = ""
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\"", "'":
                let end = Self.endOfQuoted(text, from: index)
                entry += text[index..<end]
                index = end
                previous = character
                continue
            case "#" where previous.isWhitespace:
                index = text[index...].firstIndex(where: \.isNewline) ?? text.endIndex
                continue
            case "}" where depth == 0, "," where depth == 0:
                if let (key, value) = Self.keyAndValue(Substring(entry).trimmingWhitespace()) {
                    record(key: key, value: value)
                }
                if character == "}" { return }
                entry = ""
                previous = character
                index = text.index(after: index)
                continue
            case "{", "[":
                depth += 1
            case "}", "]":
                depth -= 1
            default:
                break
            }
            entry.append(character)
            previous = character
            index = text.index(after: index)
        }
    }

    private mutating func record(key: Substring, value: Substring) {
        switch key {
        case "view":
            guard !declaresView else { return }
            declaresView = true
            viewName = Self.identifier(Self.unquoted(Self.beforeComment(value)))
        case "types":
            declaresTypes = true
        default:
            break
        }
    }

    /// The key and the value of `entry` (`key: value`), the key unquoted, or nil when it is not a mapping entry.
    private static func keyAndValue(_ entry: Substring) -> (Substring, Substring)? {
        var key: Substring
        var rest: Substring
        if let quote = entry.first, quote == "\"" || quote == "'" {
            let end = endOfQuoted(entry, from: entry.startIndex)
            guard end > entry.index(after: entry.startIndex) else { return nil }
            key = entry[entry.index(after: entry.startIndex)..<entry.index(before: end)]
            rest = entry[end...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == ":" else { return nil }
        } else {
            // A plain key ends at the first `: `, or a `:` ending the entry.
            var colon: Substring.Index?
            var index = entry.startIndex
            while index < entry.endIndex {
                let next = entry.index(after: index)
                if entry[index] == ":", next == entry.endIndex || entry[next].isWhitespace {
                    colon = index
                    break
                }
                index = next
            }
            guard let colon else { return nil }
            key = entry[..<colon].trimmingWhitespace()
            rest = entry[colon...]
        }
        return (key, rest.dropFirst().trimmingWhitespace())
    }

    /// The index after the quoted scalar starting at `start`, or the end of `text` when it is not closed.
    private static func endOfQuoted(_ text: Substring, from start: Substring.Index) -> Substring.Index {
        let quote = text[start]
        var index = text.index(after: start)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if quote == "\"" && character == "\\" && index < text.endIndex {
                index = text.index(after: index)
            } else if character == quote {
                // `''` is a quote inside a single-quoted scalar.
                if quote == "'" && index < text.endIndex && text[index] == "'" {
                    index = text.index(after: index)
                } else {
                    return index
                }
            }
        }
        return text.endIndex
    }

    /// A value on its line, without a comment after it.
    private static func beforeComment(_ value: Substring) -> Substring {
        if let quote = value.first, quote == "\"" || quote == "'" {
            return value[..<endOfQuoted(value, from: value.startIndex)]
        }
        var previous: Character = " "
        for index in value.indices {
            if value[index] == "#" && previous.isWhitespace { return value[..<index].trimmingWhitespace() }
            previous = value[index]
        }
        return value.trimmingWhitespace()
    }

    private static func unquoted(_ value: Substring) -> Substring {
        guard value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote else {
            return value
        }
        return value.dropFirst().dropLast()
    }

    private static func identifier(_ name: Substring) -> String? {
        guard let first = name.first, !first.isNumber,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }
}

extension Substring {
    /// The text without the whitespace it starts and ends with.
    func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }
}
