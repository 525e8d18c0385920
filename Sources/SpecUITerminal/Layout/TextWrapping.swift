import SpecUIText

/// Breaks text into lines that fit a width in cells: at spaces first, then after a hyphen, then inside a word too
/// long for a line. The
/// spaces a line keeps are drawn as written (several in a row, or indenting the first line); those where it breaks
/// are not.
enum TextWrapping {
    /// The lines of `text` at most `width` cells wide; explicit line breaks always break (see
    /// ``paragraphs(of:)``), and a tab is expanded first (see ``expandingTabs(_:)``), so sizing and drawing, which
    /// both ask for these lines, agree.
    static func lines(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in paragraphs(of: text) {
            result += wrap(
                paragraph.contains("\t") ? Substring(expandingTabs(paragraph)) : paragraph, width: max(1, width)
            ).map(\.text)
        }
        return result
    }

    /// `text` cut at each of its line breaks: every character Unicode makes a mandatory break (`\n`, `\r`, `\r\n`,
    /// NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR, vertical tab and form feed), as Text breaks its lines in SwiftUI;
    /// none of them is drawn, since a terminal would move its cursor for some.
    static func paragraphs(of text: some StringProtocol) -> [Substring] {
        Substring(text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// Columns between tab stops, as in a terminal.
    static let tabWidth = 8

    /// `line` with each tab replaced by the spaces up to the next tab stop, a multiple of ``tabWidth`` cells from
    /// the start of the line (a tab at a stop takes a full ``tabWidth``).
    static func expandingTabs(_ line: Substring) -> String {
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }

    /// The lines of one paragraph, each with whether the paragraph goes on without a space after it: the line
    /// ends inside a word, after a hyphen or where a word too long for a line was cut.
    static func wrap(_ paragraph: Substring, width: Int) -> [(text: String, continuesWord: Bool)] {
        if DisplayWidth.of(paragraph) <= width {
            return [(String(paragraph), false)]
        }
        // Spaces between words are kept as written; where a line breaks, the spaces there hang off its end and
        // are not drawn, and the next line starts with the next word. Leading spaces indent the first line. A word
        // that does not fit breaks after one of its hyphens, as SwiftUI's does (`well-` / `known`), else where
        // the line is full.
        var lines: [(text: String, continuesWord: Bool)] = []
        var line = ""
        var lineWidth = 0
        var spaces = paragraph.prefix { $0 == " " }
        var rest = paragraph[spaces.endIndex...]
        while !rest.isEmpty {
            var word = rest.prefix { $0 != " " }
            rest = rest[word.endIndex...]
            let following = rest.prefix { $0 == " " }
            rest = rest[following.endIndex...]
            defer { spaces = following }
            // Measured once and kept as the word is cut, so a word of any length is wrapped in linear time.
            var wordWidth = DisplayWidth.of(word)
            while true {
                let gap = lineWidth > 0 || lines.isEmpty ? spaces : ""
                if lineWidth + gap.count + wordWidth <= width {
                    line += gap + word
                    lineWidth += gap.count + wordWidth
                    break
                }
                if lineWidth > 0 || lines.isEmpty,
                    let head = hyphenatedHead(of: word, fitting: width - lineWidth - gap.count)
                {
                    lines.append((line + gap + head, true))
                    (line, lineWidth, spaces) = ("", 0, "")
                    word = word[head.endIndex...]
                    wordWidth -= DisplayWidth.of(head)
                    continue
                }
                if lineWidth > 0 {
                    lines.append((line, false))
                    (line, lineWidth, spaces) = ("", 0, "")
                    continue
                }
                // The word starts a line (an indentation that leaves it no room is dropped).
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                    break
                }
                let piece = hyphenatedHead(of: word, fitting: width) ?? DisplayWidth.prefix(of: word, fitting: width)
                if piece.isEmpty {
                    // Not one character fits (a wide one in one cell): the rest of the paragraph is truncated, as a
                    // text too narrow for what it holds ends in an ellipsis.
                    lines.append(("…", false))
                    return lines
                }
                lines.append((String(piece), true))
                spaces = ""
                word = word[piece.endIndex...]
                wordWidth -= DisplayWidth.of(piece)
            }
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append((line, false))
        }
        return lines
    }

    /// The longest start of `word` that ends just after a hyphen and fits in `width` cells. A hyphen breaks only
    /// between two other characters, and not before a digit (`-5` stays whole), as Unicode's line breaking rules
    /// have it.
    private static func hyphenatedHead(of word: Substring, fitting width: Int) -> Substring? {
        var head: Substring?
        var used = 0
        var previous: Character?
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            used += DisplayWidth.of(character)
            guard used <= width else { break }
            let next = word.index(after: index)
            if character == "-", let previous, previous != "-", next < word.endIndex, word[next] != "-",
                !word[next].isNumber
            {
                head = word[..<next]
            }
            previous = character
            index = next
        }
        return head
    }
}
