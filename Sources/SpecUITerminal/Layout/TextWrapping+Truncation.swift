import SpecUIText

extension TextWrapping {
    /// The lines of `text` that fit `width` x `height` cells; when some do not, the last shown line ends in `…`,
    /// as SwiftUI truncates the tail of text it cannot show whole: that line carries the rest of its paragraph,
    /// so `Hello world` in 8 x 1 cells shows `Hello w…`, not `Hello…`.
    static func visibleLines(_ text: String, width: Int, height: Int) -> [String] {
        let rows = max(1, height)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var shown: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let wrapped = wrap(
                paragraph.contains("\t") ? Substring(expandingTabs(paragraph)) : paragraph, width: max(1, width))
            let lines = wrapped.map(\.text)
            let room = rows - shown.count
            guard lines.count > room else {
                shown += lines
                if shown.count == rows, index < paragraphs.count - 1 {
                    shown[rows - 1] = truncatedWithEllipsis(shown[rows - 1], width: width)
                    return shown
                }
                continue
            }
            shown += lines.prefix(room - 1)
            // The rest of the paragraph, with a space again only where a line broke at one.
            let rest = wrapped[(room - 1)...].map { $0.text + ($0.continuesWord ? "" : " ") }.joined()
            shown.append(truncatedWithEllipsis(rest, width: width))
            return shown
        }
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
