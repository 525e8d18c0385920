import SpecUIText

/// One cell of the terminal grid: a grapheme cluster and its style.
///
/// A character two cells wide sits in its leading cell; the cell after it is a continuation cell that holds
/// no character of its own.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: CellStyle
    /// Whether this is the trailing half of a wide character in the cell before it.
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in `style`.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(" ", style: style)
    }

    /// The number of cells the character occupies (2 for a wide character, 0 for a continuation).
    public var width: Int {
        isContinuation ? 0 : max(1, DisplayWidth.of(character))
    }
}
