import SpecUIText

/// Breaks text into lines that fit a width in cells: at spaces first, then inside a word too long for a line. The
/// spaces a line keeps are drawn as written (several in a row, or indenting the first line); those where it breaks
/// are not.
enum TextWrapping {
    /// The lines of `text` at most `width` cells wide; explicit newlines always break, and a tab is expanded first
    /// (see ``expandingTabs(_:)``), so sizing and drawing, which both ask for these lines, agree.
    static func lines(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrap(
                paragraph.contains("\t") ? Substring(expandingTabs(paragraph)) : paragraph, width: max(1, width))
        }
        return result
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

    private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
        if DisplayWidth.of(paragraph) <= width {
            return [String(paragraph)]
        }
        // Spaces between words are kept as written; where a line breaks, the spaces there hang off its end and
        // are not drawn, and the next line starts with the next word. Leading spaces indent the first line.
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var spaces = paragraph.prefix { $0 == " " }
        var rest = paragraph[spaces.endIndex...]
        while !rest.isEmpty {
            var word = rest.prefix { $0 != " " }
            rest = rest[word.endIndex...]
            let following = rest.prefix { $0 == " " }
            rest = rest[following.endIndex...]
            var wordWidth = DisplayWidth.of(word)
            let spacesWidth = spaces.count
            defer { spaces = following }
            if lineWidth + spacesWidth + wordWidth <= width, lineWidth > 0 || lines.isEmpty {
                line += spaces + word
                lineWidth += spacesWidth + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                var piece = DisplayWidth.prefix(of: word, fitting: width)
                if piece.isEmpty {
                    piece = word.prefix(1)
                }
                lines.append(String(piece))
                word = word[piece.endIndex...]
                wordWidth = DisplayWidth.of(word)
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
