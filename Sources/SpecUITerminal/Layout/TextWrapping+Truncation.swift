import SpecUI
import SpecUIText

extension TextWrapping {
    /// The lines of `text` that fit `width` x `height` cells; when some do not, the last shown line carries the
    /// rest of its paragraph cut as `truncation` says, with a `…` where the cut is: SwiftUI's default, the tail,
    /// shows `Hello world` in 8 x 1 cells as `Hello w…`, not `Hello…`; the head as `…o world`, the middle as
    /// `Hell…rld`. When the rows run out at the end of a paragraph, the paragraphs after it are the rest, each
    /// after a space, as the line breaks between them cannot show.
    static func visibleLines(
        _ text: String, width: Int, height: Int, truncation: Text.TruncationMode = .tail
    ) -> [String] {
        let rows = max(1, height)
        let paragraphs = paragraphs(of: text)
        // What the last row cuts: its own line's paragraph for the tail, which is cut first; with the paragraphs
        // after it for the head and the middle, whose cut keeps the text's end.
        func cut(_ rest: String, after index: Int) -> String {
            guard truncation != .tail else { return truncated(rest, width: width, at: .tail) }
            let later = paragraphs[(index + 1)...].map { $0.contains("\t") ? expandingTabs($0) : String($0) }
            return truncated(
                ([rest.trimmingTrailingSpaces] + later).joined(separator: " "), width: width, at: truncation)
        }
        var shown: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let wrapped = wrap(
                paragraph.contains("\t") ? Substring(expandingTabs(paragraph)) : paragraph, width: max(1, width))
            let lines = wrapped.map(\.text)
            let room = rows - shown.count
            guard lines.count > room else {
                shown += lines
                if shown.count == rows, index < paragraphs.count - 1 {
                    shown[rows - 1] = cut(shown[rows - 1], after: index)
                    return shown
                }
                continue
            }
            shown += lines.prefix(room - 1)
            // The rest of the paragraph, with a space again only where a line broke at one.
            let rest = wrapped[(room - 1)...].map { $0.text + ($0.continuesWord ? "" : " ") }.joined()
            shown.append(cut(rest, after: index))
            return shown
        }
        return shown
    }

    /// `line` cut to fit in `width` cells with `…` where `mode` cuts it; spaces beside the `…` are dropped.
    static func truncated(_ line: String, width: Int, at mode: Text.TruncationMode) -> String {
        guard width > 1 else { return width == 1 ? "…" : "" }
        switch mode {
        case .tail:
            return truncatedWithEllipsis(line, width: width)
        case .head:
            return "…" + suffix(of: line, cells: width - 1).trimmingLeadingSpaces
        case .middle:
            // The start gets the odd cell: `Hell…rld` in 8.
            let head = prefix(of: line, cells: width / 2).trimmingTrailingSpaces
            let tail = suffix(of: line, cells: width - 1 - DisplayWidth.of(head)).trimmingLeadingSpaces
            return head + "…" + tail
        }
    }

    /// `line` shortened, trailing spaces dropped, so that it and `…` fit in `width` cells.
    static func truncatedWithEllipsis(_ line: String, width: Int) -> String {
        guard width > 1 else { return width == 1 ? "…" : "" }
        return prefix(of: line, cells: width - 1).trimmingTrailingSpaces + "…"
    }

    /// The longest start of `line` at most `cells` wide.
    private static func prefix(of line: String, cells: Int) -> String {
        var kept = ""
        var used = 0
        for character in line {
            let width = DisplayWidth.of(String(character))
            guard used + width <= cells else { break }
            kept.append(character)
            used += width
        }
        return kept
    }

    /// The longest end of `line` at most `cells` wide.
    private static func suffix(of line: String, cells: Int) -> String {
        var kept: [Character] = []
        var used = 0
        for character in line.reversed() {
            let width = DisplayWidth.of(String(character))
            guard used + width <= cells else { break }
            kept.append(character)
            used += width
        }
        return String(kept.reversed())
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }

    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }
}
