import SpecUI
import SpecUIText

extension LayoutNode {
    /// Draws this node into `rect`, which its parent chose after offering it `proposal` and asking for its size.
    ///
    /// A container places its children by the proposal it was given, as SwiftUI's `placeSubviews` does, not by
    /// the size it chose: offered only its own size, a stack could share the room among its children otherwise.
    func draw(in rect: Rect, proposal: Proposal, _ context: DrawContext, _ canvas: inout Canvas) {
        guard !context.isHidden else { return }
        switch kind {
        case .text(let text):
            Self.drawText(text, in: limited(rect), style: context.textStyle, layout: textLayout, context, &canvas)
        case .sectionHeader(let title):
            var style = context.textStyle
            style.bold = true
            // A header keeps to its leading edge whatever alignment the lines of texts take.
            var header = textLayout
            header.alignment = .leading
            Self.drawText(title, in: limited(rect), style: style, layout: header, context, &canvas)
        case .image(let name):
            canvas.write(
                SymbolMap.symbol(for: name, rightToLeft: context.isRightToLeft), x: rect.x, y: rect.y,
                style: context.textStyle)
        case .spacer:
            break
        case .divider:
            drawDivider(in: rect, context, &canvas)
        case .stack(let horizontal, let alignment, let spacing):
            drawStack(
                in: rect, proposal: proposal, horizontal: horizontal, alignment: alignment, spacing: spacing, context,
                &canvas)
        case .viewThatFits(let axes):
            fittingChild(axes, proposal)?.draw(in: rect, proposal: proposal, context, &canvas)
        case .zStack(let alignment):
            for child in drawingOrder.map({ children[$0] }) {
                let size = child.sizeThatFits(proposal)
                child.draw(
                    in: context.place(DrawContext.aligned(size, in: rect, alignment), in: rect), proposal: proposal,
                    context, &canvas)
            }
        case .barRow:
            drawBarRow(in: rect, context, &canvas)
        case .grid(let plan):
            drawGrid(plan, in: rect, proposal: proposal, context, &canvas)
        case .list(let list):
            drawList(list, in: rect, context, &canvas)
        case .scroll(let horizontal, _):
            drawScroll(horizontal: horizontal, in: rect, proposal: proposal, context, &canvas)
        case .button, .toggle, .textField, .stepper, .picker, .slider, .progress:
            drawControl(in: rect, proposal: proposal, context, &canvas)
        case .modified(let modifier):
            drawModified(modifier, in: rect, proposal: proposal, context, &canvas)
        case .shape(let shape):
            drawShape(shape, in: rect, context, &canvas)
        case .layered(let position, let alignment):
            drawLayers(position, alignment, in: rect, proposal: proposal, context, &canvas)
        }
    }

    /// Draws wrapped text lines, each at the rectangle's leading edge (its right edge right to left), centered, or
    /// at its trailing edge, as `layout`'s alignment says, with its line spacing between them.
    static func drawText(
        _ text: String, in rect: Rect, style: CellStyle, layout: TextLayout = TextLayout(), _ context: DrawContext,
        _ canvas: inout Canvas
    ) {
        let lines = TextWrapping.visibleLines(
            text, width: rect.width, height: layout.lines(inRows: rect.height), truncation: layout.truncation)
        var styled = context.textRuns.map { _ in StyledCharacters(text, styles: context.characterStyles) }
        for (index, wrapped) in lines.enumerated() {
            let row = index * (1 + layout.lineSpacing)
            // Redacted text is wrapped as itself, so it keeps its shape.
            let line = context.isRedacted ? Self.redacted(wrapped) : wrapped
            let width = DisplayWidth.of(line)
            let offset: Int
            switch layout.alignment {
            case .leading: offset = 0
            case .center: offset = (rect.width - width) / 2
            case .trailing: offset = rect.width - width
            }
            let x = context.isRightToLeft ? rect.maxX - width - offset : rect.x + offset
            canvas.clipped(to: rect) { canvas in
                guard styled != nil else {
                    canvas.write(line, x: max(rect.x, x), y: rect.y + row, style: style)
                    return
                }
                var column = x
                for character in wrapped {
                    let shown = context.isRedacted ? Self.redacted(String(character)) : String(character)
                    canvas.write(shown, x: column, y: rect.y + row, style: styled?.style(of: character) ?? style)
                    column += DisplayWidth.of(shown)
                }
            }
        }
    }

    /// `line` with each character but a space drawn as shaded cells, as many as it takes.
    static func redacted(_ line: String) -> String {
        String(line.flatMap { $0.isWhitespace ? [$0] : Array(repeating: "▒", count: DisplayWidth.of(String($0))) })
    }

    private func drawDivider(in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas) {
        var style = context.textStyle
        style.dim = true
        if stackAxisIsHorizontal == true {
            for y in rect.y..<rect.maxY {
                canvas.put("│", x: rect.x, y: y, style: style)
            }
        } else {
            canvas.write(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: style)
        }
    }

    private func drawStack(
        in rect: Rect, proposal: Proposal, horizontal: Bool, alignment: Alignment, spacing: Int,
        _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let placements = stackChildPlacements(proposal, horizontal: horizontal, spacing: spacing)
        var position = horizontal ? rect.x : rect.y
        // Children are placed in the order written and drawn in `zIndex` order, which matters where they overlap
        // (an offset, a negative spacing).
        var placed: [(frame: Rect, offer: Proposal)] = []
        placed.reserveCapacity(children.count)
        let baselineRows = horizontal ? baselineAlignedRows(placements, alignment.vertical) : nil
        for (index, (child, (offer, size))) in zip(children, placements).enumerated() {
            let frame: Rect
            if horizontal, case .divider = child.kind {
                // A rule spans its row, which a row that takes its ideal height sizes by its other children.
                frame = Rect(x: position, y: rect.y, width: size.width, height: rect.height)
            } else if horizontal {
                let y =
                    rect.y
                    + (baselineRows?[index]
                        ?? DrawContext.offset(alignment.vertical, height: size.height, available: rect.height))
                frame = Rect(x: position, y: y, width: size.width, height: size.height)
            } else if case .divider = child.kind {
                // A rule spans its stack, which a stack that takes its ideal width sizes by its other children.
                frame = Rect(x: rect.x, y: position, width: rect.width, height: size.height)
            } else {
                let x = rect.x + DrawContext.offset(alignment.horizontal, width: size.width, available: rect.width)
                frame = Rect(x: x, y: position, width: size.width, height: size.height)
            }
            placed.append((context.place(frame, in: rect), offer))
            position += size.along(horizontal) + spacing
        }
        for index in drawingOrder {
            children[index].draw(in: placed[index].frame, proposal: placed[index].offer, context, &canvas)
        }
    }

    /// Draws the part of the content the window shows. The window is a viewport of the canvas's lists whose rows
    /// are the content's lines (columns, scrolling horizontally), so the session scrolls it as it scrolls a list:
    /// following focus, and with Page Up, Page Down, Home and End. The content is offered what it was offered when
    /// the scroll view was sized, so it takes the same size.
    private func drawScroll(
        horizontal: Bool, in rect: Rect, proposal: Proposal, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let index = canvas.lists.count
        sizeWindow(proposal)
        let offer = scrollContentProposal(proposal)
        let size = children[0].sizeThatFits(offer)
        let length = horizontal ? size.width : size.height
        let window = horizontal ? rect.width : rect.height
        // Until it is scrolled, the window shows the content at its default anchor (its start without one), and
        // content shorter than the window sits at that point of the window.
        let anchor = context.defaultScrollAnchor.map { Double(horizontal ? $0.x : $0.y) } ?? 0
        let anchored = Int((anchor * Double(max(0, length - window))).rounded())
        let forward = canvas.pagesForward(list: index)
        let page = forward.map { $0 ? max(1, window) : -max(1, window) } ?? 0
        let offset = max(0, min((canvas.scrollOffsets[index] ?? anchored) + page, length - window))
        if forward != nil {
            canvas.requestedOffsets[index] = offset
        }
        let start = Int((anchor * Double(max(0, window - length))).rounded()) - offset
        canvas.lists.append(
            ListViewport(
                count: length, firstRow: offset, visibleRows: min(window, length - offset), height: window,
                isScrollEnabled: !context.isScrollDisabled))
        canvas.controlsBeforeList.append(canvas.actionables.count)
        // The content is centered across the window; as wide as it is, content wider than the window (scrolling
        // both ways) shows its leading part, clipped.
        let spareWidth = rect.width - size.width
        let x =
            spareWidth >= 0 ? rect.x + spareWidth / 2 : context.isRightToLeft ? rect.maxX - size.width : rect.x
        // Right to left, a horizontal scroll view is mirrored: its content's leading edge starts at the window's
        // right edge, and scrolling brings in what lies to its left.
        let isMirrored = horizontal && context.isRightToLeft
        let frame =
            horizontal
            ? Rect(
                x: isMirrored ? rect.maxX - start - size.width : rect.x + start,
                y: rect.y + max(0, rect.height - size.height) / 2, width: size.width, height: size.height)
            : Rect(x: x, y: rect.y + start, width: size.width, height: size.height)
        let (enclosingRow, enclosingScroll) = (canvas.currentRow, canvas.currentScroll)
        canvas.currentRow = nil
        canvas.currentScroll = ScrollOrigin(
            list: index, origin: isMirrored ? frame.maxX : horizontal ? frame.x : frame.y, horizontal: horizontal,
            isMirrored: isMirrored)
        canvas.clipped(to: rect) { canvas in
            children[0].draw(in: frame, proposal: offer, context, &canvas)
        }
        (canvas.currentRow, canvas.currentScroll) = (enclosingRow, enclosingScroll)
    }

    /// The cells a link row's chevron takes at its trailing edge: a space before it and the chevron.
    static let chevronWidth = 2

    /// Draws a link row's chevron, `›` (`‹` right to left), at the trailing edge of `rect` on row `y` (the
    /// middle row of the label, the upper of two), in the secondary color, as SwiftUI's list draws its disclosure
    /// indicator.
    private static func drawChevron(in rect: Rect, y: Int, _ context: DrawContext, _ canvas: inout Canvas) {
        guard rect.width > chevronWidth else { return }
        var style = context.style
        style.foreground = context.terminalColor(.secondary)
        let x = context.isRightToLeft ? rect.x : rect.maxX - 1
        canvas.put(context.isRightToLeft ? "‹" : "›", x: x, y: y, style: style)
    }

    /// A list row's layout in a list drawn in `rect`, the container of the row's views: a link row keeps its
    /// trailing cells for the chevron toward the level it pushes.
    func listRowLayout(_ row: ResolvedView, in rect: Rect) -> (
        node: LayoutNode, offer: Proposal, size: Size, link: ResolvedView?
    ) {
        let link = row.listLinkRow
        let node = LayoutNode(link ?? row, inStack: false, textLayout: textLayout)
        node.link(to: LayoutContainer(size: rect.size, parent: container))
        let chevron = link == nil ? 0 : Self.chevronWidth
        let offer = Proposal(width: max(0, rect.width - chevron), height: Proposal.unbounded)
        return (node, offer, node.sizeThatFits(offer), link)
    }

    private func drawList(_ list: ResolvedList, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas) {
        let index = canvas.lists.count
        let requested = canvas.scrollOffsets[index] ?? 0
        var first = max(0, min(requested, list.count - 1))
        if let forward = canvas.pagesForward(list: index) {
            first =
                forward
                ? firstRow(afterPageFrom: first, of: list, in: rect)
                : firstRow(showing: max(0, first - 1), anchor: .bottom, from: first, of: list, in: rect)
            canvas.requestedOffsets[index] = first
        }
        for request in canvas.scrollRequests {
            guard let row = list.rowIndex(of: request.id) else { continue }
            first = firstRow(showing: row, anchor: request.anchor, from: first, of: list, in: rect)
            canvas.requestedOffsets[index] = first
        }
        var y = rect.y
        var row = first
        canvas.lists.append(
            ListViewport(
                count: list.count, firstRow: first, visibleRows: 0, height: rect.height,
                isScrollEnabled: !context.isScrollDisabled))
        canvas.controlsBeforeList.append(canvas.actionables.count)
        let enclosing = canvas.currentRow
        canvas.clipped(to: rect) { canvas in
            while y < rect.maxY, row < list.count {
                canvas.currentRow = ListRow(list: index, row: row)
                let resolved = list.row(at: row)
                // A row without views (`if` false, `EmptyView`) takes no line, as in SwiftUI.
                guard !resolved.holdsNoViews else {
                    row += 1
                    continue
                }
                let (node, offer, size, link) = listRowLayout(resolved, in: rect)
                let frame = Rect(x: rect.x, y: y, width: size.width, height: size.height)
                node.draw(in: context.place(frame, in: rect), proposal: offer, context, &canvas)
                if link != nil {
                    Self.drawChevron(in: rect, y: y + (max(1, size.height) - 1) / 2, context, &canvas)
                }
                y += max(1, size.height)
                row += 1
            }
        }
        canvas.currentRow = enclosing
        canvas.lists[index].visibleRows = row - first
        canvas.lists[index].lastRowIsCut = y > rect.maxY
        list.rowsShown(first..<row)
        // A list is never scrolled past its end: when its last rows leave lines below them empty, earlier rows come
        // in, and the frame is drawn again with them.
        if row == list.count, y < rect.maxY, first > 0 {
            let bottom = firstRow(showing: list.count - 1, anchor: .bottom, from: first, of: list, in: rect)
            if bottom < first {
                canvas.requestedOffsets[index] = bottom
            }
        }
    }
}
