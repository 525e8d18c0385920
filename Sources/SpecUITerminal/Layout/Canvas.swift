import SpecUI
import SpecUIText

/// The cell buffer a frame draws into, with the clip rectangle in force and what the frame showed.
struct Canvas {
    var buffer: CellBuffer
    var clip: Rect
    /// The actionables drawn in this frame, in drawing order, with their rectangles.
    var actionables: [(id: ActionableID, rect: Rect)] = []
    /// The controls laid out wholly outside the window, which a window too small for the view leaves out: they are
    /// still there, and focus stays on one.
    var beyondWindow: Set<ActionableID> = []
    /// The window, the whole buffer.
    let window: Rect
    /// The text each text field showed, so typing can append to it.
    var fieldTexts: [ActionableID: String] = [:]
    /// The width each text editor wrapped its text to, so Up and Down can move through its rows.
    var editorWidths: [ActionableID: Int] = [:]
    /// For each `List` in drawing order, where it is scrolled to and which rows it showed.
    var lists: [ListViewport] = []
    /// For each list in drawing order, how many controls were drawn before it: where it stands among them, so
    /// that focus can find a list that shows none of its controls.
    var controlsBeforeList: [Int] = []
    /// Scroll offsets requested for the lists, by their position in drawing order.
    var scrollOffsets: [Int: Int] = [:]
    /// The list (by drawing order) that Page Up or Page Down moves by a window from its offset in this frame; the
    /// offset it moves to goes to `requestedOffsets`.
    var paging: ListPaging?
    /// For each actionable drawn in a `List` row, which list (by drawing order) and which row.
    var listRows: [ActionableID: ListRow] = [:]
    /// The list row being drawn, if any.
    var currentRow: ListRow?
    /// Every control of a scroll view's content and every control drawn, in drawing order: the controls the
    /// window does not show whole are in the order too, so that focus can walk to them and scroll them in.
    var focusOrder: [ActionableID] = []
    /// The controls of scroll views' content outside their windows: the scroll view (by its list index), and the
    /// lines (columns) of the content the control takes.
    var offWindow: [ActionableID: (list: Int, lines: Range<Int>)] = [:]
    /// The scroll view being drawn, outside any list row of its own content: a control inside it is at the line
    /// (the column) of the content it is drawn at.
    var currentScroll: ScrollOrigin?
    /// The `scrollTo` requests of the `ScrollViewReader`s around what is being drawn, outermost reader's first.
    var scrollRequests: [ScrollRequest] = []
    /// Where the views those requests name were drawn in scroll views' content, in drawing order.
    var scrollTargets: [AnyHashable: [ScrollTarget]] = [:]
    /// How many `scrollPosition` modifiers around what is being drawn want its scroll targets, whatever is requested.
    var tracksScrollTargets = 0
    /// Every scroll target recorded, with its id, in drawing order.
    var drawnScrollTargets: [(id: AnyHashable, target: ScrollTarget)] = []
    /// The offsets the requests scroll lists and scroll views to, by their position in drawing order: the frame is
    /// drawn again with them.
    var requestedOffsets: [Int: Int] = [:]
    /// The readers whose requests this frame carried out, to clear once it is drawn.
    var carriedOut: [ScrollRequests] = []

    /// Whether list `index` (by drawing order) is paged in this frame: true for Page Down, false for Page Up, nil
    /// when it is not.
    func pagesForward(list index: Int) -> Bool? {
        paging?.list == index ? paging?.forward : nil
    }

    init(size: TerminalSize, scrollOffsets: [Int: Int] = [:], paging: ListPaging? = nil) {
        buffer = CellBuffer(size: size)
        clip = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        window = clip
        self.scrollOffsets = scrollOffsets
        self.paging = paging
    }

    /// Writes one line of text at (x, y) inside the clip; text never draws into a cell left of `x`. Text without
    /// a background of its own shows the background already drawn beneath it (a `ZStack`'s lower layers).
    ///
    /// The cells hold text in logical order. Left-to-right text cut by the clip shows what falls inside it;
    /// right-to-left text keeps its logical start, which a bidirectional terminal shows on the right, as
    /// SwiftUI keeps the beginning of text it cannot show whole: the cells cut on the left are the text's end.
    mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle) {
        guard y >= clip.y, y < clip.maxY else { return }
        var column = x
        var skipped = Substring(text)
        if column < clip.x, WritingDirection(of: skipped) == .rightToLeft {
            skipped = DisplayWidth.prefix(of: skipped, fitting: DisplayWidth.of(skipped) - (clip.x - column))
            column = clip.x
        }
        while column < clip.x, let first = skipped.first {
            column += DisplayWidth.of(first)
            skipped = skipped.dropFirst()
        }
        buffer.write(skipped, x: column, y: y, style: style, limit: clip.maxX, keepingBackground: true)
    }

    /// Puts one character at (x, y) if it is inside the clip, over the background beneath it as ``write`` does
    /// unless `keepingBackground` is false.
    mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle, keepingBackground: Bool = true) {
        guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY else { return }
        buffer.set(
            Cell(character, style: style), x: x, y: y, limit: clip.maxX, keepingBackground: keepingBackground)
    }

    /// Fills the part of `rect` inside the clip with blanks in `style`.
    mutating func fill(_ rect: Rect, style: CellStyle) {
        let area = rect.intersection(clip)
        buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height, style: style)
    }

    /// Runs `body` with the clip narrowed to `rect`.
    mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }
}

/// One row of one `List`: the list's position in drawing order and the row's index in the list.
struct ListRow: Hashable {
    var list: Int
    var row: Int
}

/// Where one `List` is scrolled and which of its rows a frame drew.
public struct ListViewport: Hashable, Sendable {
    /// Total rows in the list.
    public var count: Int
    /// The first row drawn.
    public var firstRow: Int
    /// How many rows were drawn (fully or partly).
    public var visibleRows: Int
    /// Rows of the list's height.
    public var height: Int
    /// Whether keys and focus scroll it: false under `scrollDisabled(true)`.
    public var isScrollEnabled = true
    /// Whether the last row drawn runs past the list's bottom edge, so that what it holds below is not shown.
    public var lastRowIsCut = false

    /// Whether rows or lines of the list are below what it shows.
    var hasMoreBelow: Bool { firstRow + visibleRows < count || lastRowIsCut }
}
