/// What the nodes between a grid and one of its views say about the view's cell: the modifiers to apply to it,
/// the columns it takes, the axes it does not size and the alignment it sets for its column.
struct GridCellTraits {
    /// The modifiers around the view, outermost first.
    var modifiers: [ResolvedModifier] = []
    var columns: Int?
    var unsizedAxes: Axis.Set = []
    var columnAlignment: HorizontalAlignment?

    /// The traits of the views inside a node of `kind` that draws nothing of its own, `nil` for one that does.
    func inside(_ kind: NodeKind) -> GridCellTraits? {
        var inner = self
        switch kind {
        case .composite, .group, .tag, .modifier(nil):
            break
        case .modifier(let modifier?):
            inner.modifiers.append(modifier)
        case .gridCellColumns(let count):
            inner.columns = count
        case .gridCellUnsizedAxes(let axes):
            inner.unsizedAxes.formUnion(axes)
        case .gridColumnAlignment(let alignment):
            inner.columnAlignment = inner.columnAlignment ?? alignment
        default:
            return nil
        }
        return inner
    }

    /// The cell of `view` under these traits, its modifiers applied innermost first.
    func cell(_ view: ResolvedView) -> ResolvedGridCell {
        let modified = modifiers.reversed().reduce(view) { .modified($0, $1) }
        return ResolvedGridCell(
            view: modified, columns: columns ?? 1, unsizedAxes: unsizedAxes, columnAlignment: columnAlignment)
    }
}
