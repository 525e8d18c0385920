import SpecUIText

/// Breaks text into lines that fit a width in cells: at spaces first, then inside a word too long for a line.
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
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var rest = Substring(word)
            var wordWidth = DisplayWidth.of(rest)
            if lineWidth > 0 {
                if lineWidth + 1 + wordWidth <= width {
                    line += " " + rest
                    lineWidth += 1 + wordWidth
                    continue
                }
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                var piece = DisplayWidth.prefix(of: rest, fitting: width)
                if piece.isEmpty {
                    piece = rest.prefix(1)
                }
                lines.append(String(piece))
                rest = rest[piece.endIndex...]
                wordWidth = DisplayWidth.of(rest)
            }
            line = String(rest)
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
