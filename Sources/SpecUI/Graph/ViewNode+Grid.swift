extension ViewNode {
    /// A grid node's rows: for a `Grid`, each `GridRow` a row of cells and each other view a row of its own; for a
    /// lazy grid, runs of cells, a section's header and footer on rows of their own between them.
    var gridRows: [ResolvedGridRow] {
        guard case .grid(let tracks, _, _, _) = kind else { return [] }
        var isLazy: Bool {
            if case .lazy = tracks { return true }
            return false
        }
        var rows: [ResolvedGridRow] = []
        for child in children {
            child.collectGridRows(flowing: isLazy, GridCellTraits(), into: &rows)
        }
        return rows
    }

    /// Appends the rows this node contributes, each view with `traits`; `flowing` for a lazy grid, whose views are
    /// cells of the current run.
    private func collectGridRows(flowing: Bool, _ traits: GridCellTraits, into rows: inout [ResolvedGridRow]) {
        if let inner = traits.inside(kind) {
            for child in children {
                child.collectGridRows(flowing: flowing, inner, into: &rows)
            }
            return
        }
        switch kind {
        case .gridRow(let alignment) where !flowing:
            var cells: [ResolvedGridCell] = []
            for child in children {
                child.collectGridCells(traits, into: &cells)
            }
            rows.append(.cells(alignment: alignment, cells))
        case .section where flowing:
            if let title = sectionTitle {
                rows.append(.spanning(traits.cell(.sectionHeader(title))))
            }
            children.first?.collectGridRows(flowing: flowing, traits, into: &rows)
            if let footer = sectionFooter {
                rows.append(.spanning(traits.cell(footer)))
            }
        default:
            var views: [ResolvedView] = []
            resolve(into: &views)
            for cell in views.map(traits.cell) {
                guard flowing else {
                    rows.append(.spanning(cell))
                    continue
                }
                if case .cells(let alignment, let cells) = rows.last {
                    rows[rows.count - 1] = .cells(alignment: alignment, cells + [cell])
                } else {
                    rows.append(.cells(alignment: nil, [cell]))
                }
            }
        }
    }

    /// Appends the cells of a `GridRow` this node contributes, each with `traits`.
    private func collectGridCells(_ traits: GridCellTraits, into cells: inout [ResolvedGridCell]) {
        if let inner = traits.inside(kind) {
            for child in children {
                child.collectGridCells(inner, into: &cells)
            }
            return
        }
        var views: [ResolvedView] = []
        resolve(into: &views)
        cells += views.map(traits.cell)
    }
}
