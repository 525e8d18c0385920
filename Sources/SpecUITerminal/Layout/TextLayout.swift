import SpecUI

/// What text inherits from the modifiers around it: how many lines it may take, how its lines align and are spaced,
/// and where it is cut when it does not fit.
struct TextLayout: Hashable {
    /// The most lines a text may take (`lineLimit`); nil for as many as fit.
    var lineLimit: Int?
    /// The fewest lines a text takes, blank ones below it when it needs fewer (`lineLimit(2...4)`).
    var reservedLines = 0
    /// Where each line sits in the text's frame (`multilineTextAlignment`).
    var alignment = TextAlignment.leading
    /// Where text that does not fit is cut (`truncationMode`).
    var truncation = Text.TruncationMode.tail
    /// Blank rows between a text's lines (`lineSpacing`).
    var lineSpacing = 0

    /// This layout as the content of `modifier` inherits it: changed by `lineLimit`, `multilineTextAlignment`,
    /// `truncationMode` and `lineSpacing`, the same for any other modifier.
    func applying(_ modifier: ResolvedModifier) -> TextLayout {
        var result = self
        switch modifier {
        case .lineLimit(let limit, let reserved):
            result.lineLimit = limit
            result.reservedLines = reserved
        case .multilineTextAlignment(let alignment): result.alignment = alignment
        case .truncationMode(let mode): result.truncation = mode
        case .lineSpacing(let spacing): result.lineSpacing = LayoutNode.cells(spacing)
        default: break
        }
        return result
    }

    /// How many lines fit in `rows` rows with `lineSpacing` blank rows between them; at least one.
    func lines(inRows rows: Int) -> Int {
        max(1, (rows + lineSpacing) / (1 + lineSpacing))
    }

    /// The rows a text of `lines` lines takes with the lines reserved for it, within `room` rows.
    func rows(forText lines: Int, within room: Int) -> Int {
        min(rows(forLines: max(lines, reservedLines)), room)
    }

    /// The rows `lines` lines take with `lineSpacing` blank rows between them.
    func rows(forLines lines: Int) -> Int {
        // A line limit may be as large as an Int goes; no more lines than a proposal's rows can show.
        let lines = min(lines, Proposal.unbounded)
        return lines + lineSpacing * max(0, lines - 1)
    }
}
