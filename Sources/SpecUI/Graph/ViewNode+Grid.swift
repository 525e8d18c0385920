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
            child.collectGridRows(flowing: isLazy, modifiers: [], into: &rows)
        }
        return rows
    }

    /// Appends the rows this node contributes, each view under `modifiers` (innermost last); `flowing` for a lazy
    /// grid, whose views are cells of the current run.
    private func collectGridRows(flowing: Bool, modifiers: [ResolvedModifier], into rows: inout [ResolvedGridRow]) {
        switch kind {
        case .composite, .group, .tag, .modifier(nil), .gridCellColumns:
            for child in children {
                child.collectGridRows(flowing: flowing, modifiers: modifiers, into: &rows)
            }
        case .modifier(let modifier?):
            for child in children {
                child.collectGridRows(flowing: flowing, modifiers: modifiers + [modifier], into: &rows)
            }
        case .gridRow(let alignment) where !flowing:
            var cells: [ResolvedGridCell] = []
            for child in children {
                child.collectGridCells(columns: nil, modifiers: modifiers, into: &cells)
            }
            rows.append(.cells(alignment: alignment, cells))
        case .section where flowing:
            if let title = sectionTitle {
                rows.append(.spanning(Self.applying(modifiers, to: .sectionHeader(title))))
            }
            children.first?.collectGridRows(flowing: flowing, modifiers: modifiers, into: &rows)
            if let footer = sectionFooter {
                rows.append(.spanning(Self.applying(modifiers, to: footer)))
            }
        default:
            var views: [ResolvedView] = []
            resolve(into: &views)
            for view in views.map({ Self.applying(modifiers, to: $0) }) {
                guard flowing else {
                    rows.append(.spanning(view))
                    continue
                }
                if case .cells(let alignment, let cells) = rows.last {
                    rows[rows.count - 1] = .cells(alignment: alignment, cells + [ResolvedGridCell(view: view)])
                } else {
                    rows.append(.cells(alignment: nil, [ResolvedGridCell(view: view)]))
                }
            }
        }
    }

    /// Appends the cells of a `GridRow` this node contributes, each taking `columns` (one when `nil`).
    private func collectGridCells(columns: Int?, modifiers: [ResolvedModifier], into cells: inout [ResolvedGridCell]) {
        switch kind {
        case .composite, .group, .tag, .modifier(nil):
            for child in children {
                child.collectGridCells(columns: columns, modifiers: modifiers, into: &cells)
            }
        case .modifier(let modifier?):
            for child in children {
                child.collectGridCells(columns: columns, modifiers: modifiers + [modifier], into: &cells)
            }
        case .gridCellColumns(let count):
            for child in children {
                child.collectGridCells(columns: count, modifiers: modifiers, into: &cells)
            }
        default:
            var views: [ResolvedView] = []
            resolve(into: &views)
            cells += views.map { ResolvedGridCell(view: Self.applying(modifiers, to: $0), columns: columns ?? 1) }
        }
    }

    /// `view` under `modifiers`, the last one innermost.
    private static func applying(_ modifiers: [ResolvedModifier], to view: ResolvedView) -> ResolvedView {
        modifiers.reversed().reduce(view) { .modified($0, $1) }
    }
}
