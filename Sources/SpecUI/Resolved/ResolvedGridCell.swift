/// A view in a grid's row, the number of columns it takes (`gridCellColumns(_:)`), the axes along which it
/// does not size its row or column (`gridCellUnsizedAxes(_:)`) and the alignment it sets for its column
/// (`gridColumnAlignment(_:)`).
public struct ResolvedGridCell: Sendable {
    public var view: ResolvedView
    public var columns: Int
    public var unsizedAxes: Axis.Set
    public var columnAlignment: HorizontalAlignment?

    public init(
        view: ResolvedView, columns: Int = 1, unsizedAxes: Axis.Set = [], columnAlignment: HorizontalAlignment? = nil
    ) {
        self.view = view
        self.columns = max(1, columns)
        self.unsizedAxes = unsizedAxes
        self.columnAlignment = columnAlignment
    }
}
