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
            case .spanning(let child):
                place([(child, 0, breadth, plan.alignment)])
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
    /// the columns shrunk as a stack shares its room when they do not fit, each row as tall as its tallest cell,
    /// and each spanning view a row of its own as wide as the columns.
    private func tablePlacement(_ plan: GridPlan, _ proposal: Proposal) -> GridPlacement {
        let spacing = plan.horizontalSpacing
        let rows = plan.rows.map { row -> [GridPlan.Cell]? in
            if case .cells(_, let cells) = row { return cells }
            return nil
        }
        let columnCount = rows.compactMap { $0?.reduce(0) { $0 + $1.columns } }.max() ?? 0
        var widths = [Int](repeating: 0, count: columnCount)
        let measure = Proposal(width: proposal.width, height: Proposal.unbounded)
        for cells in rows.compactMap({ $0 }) {
            var column = 0
            for cell in cells {
                let width = children[cell.child].sizeThatFits(measure).width
                let last = column + cell.columns - 1
                let spanned = widths[column...last].reduce(0, +) + spacing * (cell.columns - 1)
                widths[last] += max(0, width - spanned)
                column = last + 1
            }
        }
        widths = Self.shared(widths, available: proposal.width - spacing * max(0, columnCount - 1))
        var origins: [Int] = []
        var across = 0
        for width in widths {
            origins.append(across)
            across += width + spacing
        }
        let spanningOffer = Proposal(width: proposal.width, height: Proposal.unbounded)
        let gridWidth =
            columnCount > 0
            ? max(0, across - spacing)
            : plan.rows.map {
                if case .spanning(let child) = $0 { children[child].sizeThatFits(spanningOffer).width } else { 0 }
            }.max() ?? 0
        var cells: [GridPlacement.Cell] = []
        var y = 0
        for (index, row) in plan.rows.enumerated() {
            var line: [(child: Int, offer: Proposal, size: Size, x: Int, width: Int, alignment: Alignment)] = []
            switch row {
            case .spanning(let child):
                let offer = Proposal(width: gridWidth, height: Proposal.unbounded)
                line.append((child, offer, children[child].sizeThatFits(offer), 0, gridWidth, plan.alignment))
            case .cells(let vertical, let run):
                let alignment = Alignment(
                    horizontal: plan.alignment.horizontal, vertical: vertical ?? plan.alignment.vertical)
                var column = 0
                for cell in run {
                    let last = column + cell.columns - 1
                    let width = widths[column...last].reduce(0, +) + spacing * (cell.columns - 1)
                    let offer = Proposal(width: width, height: Proposal.unbounded)
                    line.append(
                        (cell.child, offer, children[cell.child].sizeThatFits(offer), origins[column], width, alignment)
                    )
                    column = last + 1
                }
            }
            let height = line.map(\.size.height).max() ?? 0
            for cell in line {
                let room = Rect(x: cell.x, y: y, width: cell.width, height: height)
                cells.append(
                    GridPlacement.Cell(
                        child: cell.child, offer: cell.offer,
                        frame: DrawContext.aligned(cell.size, in: room, cell.alignment)))
            }
            y += height + (index < plan.rows.count - 1 ? plan.verticalSpacing : 0)
        }
        return GridPlacement(size: Size(width: gridWidth, height: y), cells: cells)
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
