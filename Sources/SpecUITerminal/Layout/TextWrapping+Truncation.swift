import SpecUIText

extension TextWrapping {
    /// The lines of `text` that fit `width` x `height` cells; when some do not, the last shown line ends in `…`,
    /// as SwiftUI truncates the tail of text it cannot show whole.
    static func visibleLines(_ text: String, width: Int, height: Int) -> [String] {
        let lines = self.lines(text, width: width)
        let rows = max(1, height)
        guard lines.count > rows else { return lines }
        var shown = Array(lines.prefix(rows))
        shown[rows - 1] = truncatedWithEllipsis(shown[rows - 1], width: width)
        return shown
    }

    /// `line` shortened, trailing spaces dropped, so that it and `…` fit in `width` cells.
    static func truncatedWithEllipsis(_ line: String, width: Int) -> String {
        guard width > 1 else { return width == 1 ? "…" : "" }
        var kept = ""
        var used = 0
        for character in line {
            let cells = DisplayWidth.of(String(character))
            guard used + cells <= width - 1 else { break }
            kept.append(character)
            used += cells
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
