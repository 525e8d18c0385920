/// One rendered frame and what it took to produce it.
public struct Snapshot: Hashable, Sendable {
    /// Each row, exactly as wide as the frame.
    public var lines: [String]
    /// The frame as printable text: rows with trailing spaces trimmed, joined by newlines.
    public var text: String
    /// The frame with SGR styles for the requested color mode (equal to `text` for `.plain`).
    public var ansi: String
    /// Every body evaluation, in order, in `Self._printChanges()` form.
    public var trace: [String]
    /// Body evaluations per view type name.
    public var bodyEvaluations: [String: Int]
    /// The scripted events that found no enabled control to act on, as written.
    public var unmatchedEvents: [ScriptedEvent]
    /// Where each `List` was scrolled and which rows it drew.
    public var lists: [ListViewport]

    /// `body-evaluations: A=3 B=1`, views sorted by name.
    public var bodyEvaluationSummary: String {
        let counts = bodyEvaluations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (["body-evaluations:"] + counts).joined(separator: " ")
    }
}
