import SpecUI

extension LayoutNode {
    /// Where a grid offered `proposal` puts its children.
    func gridPlacement(_ plan: GridPlan, _ proposal: Proposal) -> GridPlacement {
        switch plan.tracks {
        case .table: tablePlacement(plan, proposal)
        case .lazy(_, let items): lazyPlacement(plan, items: items, proposal)
        }
    }

    /// A lazy grid: its items shared into tracks across the axis its lines stack along, each run of cells cut into
    /// lines of one cell per track, each line as thick as its thickest cell, and each spanning view a line of its
    /// own across the tracks.
    private func lazyPlacement(_ plan: GridPlan, items: [GridItem], _ proposal: Proposal) -> GridPlacement {
        let horizontal = plan.linesAreHorizontal
        let lineSpacing = horizontal ? plan.horizontalSpacing : plan.verticalSpacing
        let tracks = GridTrack.tracks(
            items, available: proposal.across(horizontal),
            defaultSpacing: horizontal ? Self.verticalSpacing : Self.horizontalSpacing)
        var trackOrigins: [Int] = []
        var across = 0
        for track in tracks {
            trackOrigins.append(across)
            across += track.length + track.spacing
        }
        let breadth = max(0, across - (tracks.last?.spacing ?? 0))
        var cells: [GridPlacement.Cell] = []
        var position = 0
        var lines = 0
        func place(_ line: [(child: Int, origin: Int, length: Int, alignment: Alignment)]) {
            let offers = line.map { Proposal.along(horizontal, main: Proposal.unbounded, cross: $0.length) }
            let sizes = zip(line, offers).map { children[$0.child].sizeThatFits($1) }
            let thickness = sizes.map { $0.along(horizontal) }.max() ?? 0
            for ((cell, offer), size) in zip(zip(line, offers), sizes) {
                let room =
                    horizontal
                    ? Rect(x: position, y: cell.origin, width: thickness, height: cell.length)
                    : Rect(x: cell.origin, y: position, width: cell.length, height: thickness)
                cells.append(
                    GridPlacement.Cell(
                        child: cell.child, offer: offer, frame: DrawContext.aligned(size, in: room, cell.alignment)))
            }
            position += thickness + lineSpacing
            lines += 1
        }
        for row in plan.rows {
            switch row {
            case .spanning(let cell):
                place([(cell.child, 0, breadth, plan.alignment)])
            case .cells(_, let run):
                guard !tracks.isEmpty else { continue }
                for start in stride(from: 0, to: run.count, by: tracks.count) {
                    let line = run[start..<min(run.count, start + tracks.count)].enumerated().map { offset, cell in
                        let track = tracks[offset]
                        return (cell.child, trackOrigins[offset], track.length, track.alignment ?? plan.alignment)
                    }
                    place(line)
                }
            }
        }
        let length = max(0, position - (lines > 0 ? lineSpacing : 0))
        let size = horizontal ? Size(width: length, height: breadth) : Size(width: breadth, height: length)
        return GridPlacement(size: size, cells: cells)
    }

    /// A `Grid`: each column as wide as its widest cell (a cell taking several columns widening the last of them),
    /// the columns shrunk as a stack shares its room when they do not fit, and widened alike when a view across
    /// them is wider; each row as tall as its tallest cell. A cell whose width (height) is unsized sizes no
    /// column (row) and takes the one the others size.
    private func tablePlacement(_ plan: GridPlan, _ proposal: Proposal) -> GridPlacement {
        let spacing = plan.horizontalSpacing
        let measure = Proposal(width: proposal.width, height: Proposal.unbounded)
        var widths = Self.columnWidths(plan, measure: measure, of: children)
        let columnCount = widths.count
        widths = Self.shared(widths, available: proposal.width - spacing * max(0, columnCount - 1))
        let columnsWidth = widths.reduce(0, +) + spacing * max(0, columnCount - 1)
        let spanningWidth =
            plan.rows.map { row -> Int in
                guard case .spanning(let cell) = row, !cell.unsizedAxes.contains(.horizontal) else { return 0 }
                return min(proposal.width, children[cell.child].sizeThatFits(measure).width)
            }.max() ?? 0
        if columnCount > 0, spanningWidth > columnsWidth {
            let extra = spanningWidth - columnsWidth
            widths = widths.enumerated().map { $1 + extra / columnCount + ($0 < extra % columnCount ? 1 : 0) }
        }
        let gridWidth = max(columnsWidth, spanningWidth)
        var origins: [Int] = []
        var across = 0
        for width in widths {
            origins.append(across)
            across += width + spacing
        }
        let columnAlignments = plan.columnAlignments(count: columnCount)
        var cells: [GridPlacement.Cell] = []
        var y = 0
        for (index, row) in plan.rows.enumerated() {
            var line: [(cell: GridPlan.Cell, x: Int, width: Int, alignment: Alignment)] = []
            switch row {
            case .spanning(let cell):
                line.append((cell, 0, gridWidth, plan.alignment))
            case .cells(let vertical, let run):
                var column = 0
                for cell in run {
                    let last = column + cell.columns - 1
                    let width = widths[column...last].reduce(0, +) + spacing * (cell.columns - 1)
                    let alignment = Alignment(
                        horizontal: columnAlignments[column] ?? plan.alignment.horizontal,
                        vertical: vertical ?? plan.alignment.vertical)
                    line.append((cell, origins[column], width, alignment))
                    column = last + 1
                }
            }
            let ideal = line.map {
                children[$0.cell.child].sizeThatFits(Proposal(width: $0.width, height: Proposal.unbounded))
            }
            let sizing = line.indices.filter { !line[$0].cell.unsizedAxes.contains(.vertical) }
            let height = (sizing.isEmpty ? Array(line.indices) : sizing).map { ideal[$0].height }.max() ?? 0
            for (position, (cell, x, width, alignment)) in line.enumerated() {
                let unsized = cell.unsizedAxes.contains(.vertical)
                let offer = Proposal(width: width, height: unsized ? height : Proposal.unbounded)
                let size = unsized ? children[cell.child].sizeThatFits(offer) : ideal[position]
                let room = Rect(x: x, y: y, width: width, height: height)
                cells.append(
                    GridPlacement.Cell(
                        child: cell.child, offer: offer, frame: DrawContext.aligned(size, in: room, alignment)))
            }
            y += height + (index < plan.rows.count - 1 ? plan.verticalSpacing : 0)
        }
        return GridPlacement(size: Size(width: gridWidth, height: y), cells: cells)
    }

    /// Each column's width: its widest cell offered `measure`, a cell taking several columns widening the last of
    /// them by what it needs beyond them; cells whose width is unsized count for nothing.
    private static func columnWidths(_ plan: GridPlan, measure: Proposal, of children: [LayoutNode]) -> [Int] {
        let rows = plan.rows.compactMap { row -> [GridPlan.Cell]? in
            if case .cells(_, let cells) = row { return cells }
            return nil
        }
        let spacing = plan.horizontalSpacing
        var widths = [Int](repeating: 0, count: rows.map { $0.reduce(0) { $0 + $1.columns } }.max() ?? 0)
        for cells in rows {
            var column = 0
            for cell in cells {
                let last = column + cell.columns - 1
                defer { column = last + 1 }
                guard !cell.unsizedAxes.contains(.horizontal) else { continue }
                let width = children[cell.child].sizeThatFits(measure).width
                let spanned = widths[column...last].reduce(0, +) + spacing * (cell.columns - 1)
                widths[last] += max(0, width - spanned)
            }
        }
        return widths
    }

    /// `lengths` fitted into `available` as a stack shares its room: the shortest keep their length while the
    /// others each take an equal share of what is left.
    private static func shared(_ lengths: [Int], available: Int) -> [Int] {
        guard lengths.reduce(0, +) > available else { return lengths }
        var result = lengths
        var remaining = max(0, available)
        let order = lengths.indices.sorted { lengths[$0] < lengths[$1] || (lengths[$0] == lengths[$1] && $0 < $1) }
        for (position, index) in order.enumerated() {
            let length = min(lengths[index], remaining / (order.count - position))
            result[index] = length
            remaining -= length
        }
        return result
    }

    /// Draws a grid's children where `gridPlacement` puts them in `rect`.
    func drawGrid(_ plan: GridPlan, in rect: Rect, proposal: Proposal, _ context: DrawContext, _ canvas: inout Canvas) {
        for cell in gridPlacement(plan, proposal).cells {
            let frame = Rect(
                x: rect.x + cell.frame.x, y: rect.y + cell.frame.y, width: cell.frame.width, height: cell.frame.height)
            children[cell.child].draw(in: context.place(frame, in: rect), proposal: cell.offer, context, &canvas)
        }
    }
}
