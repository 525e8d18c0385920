/// Display widths of grapheme clusters in terminal cells.
///
/// A cluster is as wide as its base: 2 for East Asian Wide/Fullwidth and emoji presentation, 0 for control
/// characters and lone zero-width scalars, else 1. Nonspacing marks that join a cluster add nothing, and each
/// spacing mark adds a cell (Devanagari's `ी` in `नी`), as terminals measure them; an emoji variation selector
/// (U+FE0F, as in the keycap `1️⃣`), a zero-width-joiner sequence and a flag (two regional indicators) make it 2.
public enum DisplayWidth {
    /// The number of cells `character` occupies.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F...0x9F).contains(first.value) {
            return 0
        }
        // A lone ASCII scalar is one cell; an ASCII base can still start an emoji sequence such as the keycap
        // `1️⃣` (digit, U+FE0F, U+20E3), which the scan below measures.
        if first.isASCII, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return 1
        }
        var regionalIndicators = 0
        var joinsEmoji = false
        var cellsAfterBase = 0
        for (position, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0xFE0E:
                return 1
            case 0xFE0F:
                return 2
            case 0x200D:
                joinsEmoji = true
            case 0x1F1E6...0x1F1FF:
                regionalIndicators += 1
            case 0x0900..<0x1160, 0x1200..<0xD7B0, 0xD800...:
                // A spacing mark, or a letter that a conjunct joins to the cluster (the `द` of `न्दी`), takes a cell
                // of its own, as `wcwidth` gives it; Hangul's vowel and final jamo, excluded above, take none. The
                // scalar that starts the cluster is its base, measured below.
                if position > 0, Self.takesACellInACluster(scalar) { cellsAfterBase += 1 }
            default:
                break
            }
        }
        if regionalIndicators >= 2 || (joinsEmoji && first.properties.isEmoji) {
            return 2
        }
        if isWide(first) {
            return 2 + cellsAfterBase
        }
        if isZeroWidth(first) {
            return cellsAfterBase
        }
        return 1 + cellsAfterBase
    }

    private static func takesACellInACluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spacingMark, .otherLetter: true
        default: false
        }
    }

    /// The number of cells `text` occupies on one line.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The longest prefix of `text` that fits in `width` cells; never splits a grapheme cluster.
    public static func prefix(of text: some StringProtocol, fitting width: Int) -> Substring {
        let string = Substring(text)
        var used = 0
        var end = string.startIndex
        for index in string.indices {
            let cells = of(string[index])
            if used + cells > width {
                break
            }
            used += cells
            end = string.index(after: index)
        }
        return string[string.startIndex..<end]
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        rangesContain(wideRanges, scalar.value)
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0xFEFF, 0x1160...0x11FF:
            return true
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return false
        }
    }
}
