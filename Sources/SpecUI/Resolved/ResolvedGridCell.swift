/// A view in a grid's row and the number of columns it takes (`gridCellColumns(_:)`).
public struct ResolvedGridCell: Sendable {
    public var view: ResolvedView
    public var columns: Int

    public init(view: ResolvedView, columns: Int = 1) {
        self.view = view
        self.columns = max(1, columns)
    }
}
