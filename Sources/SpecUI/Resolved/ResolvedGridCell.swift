/// A view in a grid's row, the number of columns it takes (`gridCellColumns(_:)`) and the axes along which it
/// does not size its row or column (`gridCellUnsizedAxes(_:)`).
public struct ResolvedGridCell: Sendable {
    public var view: ResolvedView
    public var columns: Int
    public var unsizedAxes: Axis.Set

    public init(view: ResolvedView, columns: Int = 1, unsizedAxes: Axis.Set = []) {
        self.view = view
        self.columns = max(1, columns)
        self.unsizedAxes = unsizedAxes
    }
}
