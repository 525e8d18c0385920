/// The rows of a `List`, resolved on demand so that only requested rows evaluate their bodies.
///
/// A row is a static view of the list's content, one element of a `ForEach` (its views stacked
/// vertically when there are several) or a `.sectionHeader` followed by that section's rows.
/// A resolved row is cached by the graph and kept up to date; its actionables join the host's.
public struct ResolvedList: Sendable {
    /// Number of rows, known without evaluating any row.
    public let count: Int
    let node: ViewNode

    /// The row at `index`, evaluating its views the first time it is asked for.
    @MainActor
    public func row(at index: Int) -> ResolvedView {
        node.listRow(at: index)
    }

    /// The row showing the `ForEach` element or `id(_:)` view that `id` names, found without building any row.
    @MainActor
    public func rowIndex(of id: AnyHashable) -> Int? {
        node.listRowIndex(of: id)
    }

    /// Tells the list which rows a frame drew, so rows that scrolled back into view run `onAppear` again.
    @MainActor
    public func rowsShown(_ rows: Range<Int>) {
        node.showRows(rows)
    }
}
