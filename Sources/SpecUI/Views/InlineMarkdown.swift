/// The inline Markdown SwiftUI reads in a `Text` made from a string literal: `Text("Tap **Done** to *save*")`.
///
/// Only the literal's own characters are read: an interpolated value is text as it is, inside a span or not
/// (`Text("**\(name)**")` is a bold name, and a name holding `**` shows its asterisks). Bold (`**` or `__`), italic
/// (`*` or `_`), strikethrough (`~~`), code (`` ` ``, drawn as the text inside, a terminal's characters being
/// monospaced already), links (`[text](url)`, the text in the accent color) and backslash escapes (`\*`). An
/// opening delimiter is followed by a character that is not a space and a closing one follows one; an underscore
/// inside a word (`snake_case`) is a character. A delimiter without its partner is a character.
enum InlineMarkdown {
    /// A character of the literal, or a value interpolated into it.
    private enum Element: Equatable {
        case character(Character)
        case value(LocalizedString.Piece)
    }

    private struct Style: OptionSet {
        let rawValue: Int
        static let bold = Style(rawValue: 1)
        static let italic = Style(rawValue: 2)
        static let strikethrough = Style(rawValue: 4)
        static let link = Style(rawValue: 8)
    }

    /// The runs `string` draws as: one run as it is written when it has no Markdown, else a run for each stretch of
    /// one style.
    static func runs(of string: LocalizedString) -> [Text.Run] {
        // Most texts have no character that could start Markdown: they are read no further.
        let mayHaveMarkdown = string.pieces.contains { piece in
            if case .literal(let text) = piece { text.contains(where: "*_`~[\\".contains) } else { false }
        }
        guard mayHaveMarkdown else { return [Text.Run(string)] }
        var elements: [Element] = []
        for piece in string.pieces {
            if case .literal(let text) = piece {
                elements += text.map { .character($0) }
            } else {
                elements.append(.value(piece))
            }
        }
        var output: [(Element, Style)] = []
        read(elements[...], style: [], into: &output)
        // Consecutive elements of one style make a run; consecutive characters one literal piece.
        var runs: [(pieces: [LocalizedString.Piece], style: Style)] = []
        for (element, style) in output {
            if runs.last?.style != style { runs.append(([], style)) }
            let last = runs.count - 1
            switch element {
            case .character(let character):
                if case .literal(let text) = runs[last].pieces.last {
                    runs[last].pieces[runs[last].pieces.count - 1] = .literal(text + String(character))
                } else {
                    runs[last].pieces.append(.literal(String(character)))
                }
            case .value(let piece):
                runs[last].pieces.append(piece)
            }
        }
        guard !runs.isEmpty else { return [Text.Run(LocalizedString([]))] }
        return runs.map { Text.Run(LocalizedString($0.pieces), styles: modifiers($0.style)) }
    }

    private static func modifiers(_ style: Style) -> [ResolvedModifier] {
        var modifiers: [ResolvedModifier] = []
        if style.contains(.bold) { modifiers.append(.bold(true)) }
        if style.contains(.italic) { modifiers.append(.italic(true)) }
        if style.contains(.strikethrough) { modifiers.append(.strikethrough(true)) }
        if style.contains(.link) { modifiers.append(.foregroundColor(.accentColor)) }
        return modifiers
    }

    /// Reads `elements` in `style`, appending each character or value drawn with the style it is drawn in.
    private static func read(_ elements: ArraySlice<Element>, style: Style, into output: inout [(Element, Style)]) {
        var index = elements.startIndex
        while index < elements.endIndex {
            guard case .character(let character) = elements[index] else {
                output.append((elements[index], style))
                index += 1
                continue
            }
            let next = index + 1 < elements.endIndex ? elements[index + 1] : nil
            if character == "\\", case .character(let escaped)? = next, escaped.isASCII,
                escaped.isPunctuation || escaped.isSymbol
            {
                output.append((.character(escaped), style))
                index += 2
                continue
            }
            if character == "`", let close = elements[(index + 1)...].firstIndex(of: .character("`")), close > index + 1
            {
                output += elements[(index + 1)..<close].map { ($0, style) }
                index = close + 1
                continue
            }
            if character == "[", let link = linkEnd(elements, from: index) {
                read(elements[(index + 1)..<link.textEnd], style: style.union(.link), into: &output)
                index = link.end
                continue
            }
            if let (delimiter, added) = emphasis(elements, at: index),
                let close = closer(delimiter, in: elements, after: index + delimiter.count)
            {
                read(elements[(index + delimiter.count)..<close], style: style.union(added), into: &output)
                index = close + delimiter.count
                continue
            }
            output.append((.character(character), style))
            index += 1
        }
    }

    /// The emphasis delimiter that opens at `index` and the style it adds: the longest of `**`, `__`, `~~`, `*`,
    /// `_` written there, when a character that is not a space follows it (and, for `_`, no letter or digit
    /// precedes it).
    private static func emphasis(_ elements: ArraySlice<Element>, at index: Int) -> ([Character], Style)? {
        let candidates: [([Character], Style)] = [
            (["*", "*"], .bold), (["_", "_"], .bold), (["~", "~"], .strikethrough), (["*"], .italic), (["_"], .italic),
        ]
        for (delimiter, style) in candidates where matches(delimiter, in: elements, at: index) {
            guard !isSpace(elements, at: index + delimiter.count) else { return nil }
            if delimiter.first == "_", isWordCharacter(elements, at: index - 1) { return nil }
            return (delimiter, style)
        }
        return nil
    }

    /// Where `delimiter` closes after `start`: written after a character that is not a space, not followed by the
    /// same delimiter character (so `*` does not close at a `**`), and for `_` by no letter or digit.
    private static func closer(_ delimiter: [Character], in elements: ArraySlice<Element>, after start: Int) -> Int? {
        var index = start + 1
        while index + delimiter.count <= elements.endIndex {
            if matches(delimiter, in: elements, at: index), !isSpace(elements, at: index - 1),
                !matches([delimiter[0]], in: elements, at: index + delimiter.count),
                !(delimiter[0] == "_" && isWordCharacter(elements, at: index + delimiter.count))
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The end of the link text and of the whole link `[text](url)` that starts at `index`.
    private static func linkEnd(_ elements: ArraySlice<Element>, from index: Int) -> (textEnd: Int, end: Int)? {
        guard let textEnd = elements[(index + 1)...].firstIndex(of: .character("]")), textEnd > index + 1,
            matches(["("], in: elements, at: textEnd + 1),
            let close = elements[(textEnd + 2)...].firstIndex(of: .character(")")), close > textEnd + 2
        else { return nil }
        return (textEnd, close + 1)
    }

    private static func matches(_ delimiter: [Character], in elements: ArraySlice<Element>, at index: Int) -> Bool {
        guard index >= elements.startIndex, index + delimiter.count <= elements.endIndex else { return false }
        return delimiter.indices.allSatisfy { elements[index + $0] == .character(delimiter[$0]) }
    }

    /// Whether the element at `index` is a space, or there is none: the ends of the text count as spaces.
    private static func isSpace(_ elements: ArraySlice<Element>, at index: Int) -> Bool {
        guard elements.indices.contains(index) else { return true }
        if case .character(let character) = elements[index] { return character.isWhitespace }
        return false
    }

    private static func isWordCharacter(_ elements: ArraySlice<Element>, at index: Int) -> Bool {
        guard elements.indices.contains(index), case .character(let character) = elements[index] else { return false }
        return character.isLetter || character.isNumber
    }
}
