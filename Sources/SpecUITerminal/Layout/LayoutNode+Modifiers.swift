import SpecUI

extension LayoutNode {
    /// Draws a modifier around its content: geometry (padding, frame, border), fills, and the context
    /// changes (colors, fonts, direction, disabled) the content inherits.
    func drawModified(
        _ modifier: ResolvedModifier, in rect: Rect, proposal: Proposal, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let content = children[0]
        var inner = context
        switch modifier {
        case .padding(let edges, let length):
            drawPadded(
                content, CellInsets(edges: edges, length: length), in: rect, proposal: proposal, context, &canvas)
            return
        case .insets(let insets):
            drawPadded(content, CellInsets(insets), in: rect, proposal: proposal, context, &canvas)
            return
        case .frame(let frame):
            drawFramed(content, frame, in: rect, proposal: proposal, context, &canvas)
            return
        case .containerRelativeFrame(let frame):
            drawFramed(content, containerFrame(frame), in: rect, proposal: proposal, context, &canvas)
            return
        case .fixedSize(let horizontal, let vertical):
            let offer = proposal.fixed(horizontal: horizontal, vertical: vertical)
            content.draw(in: rect, proposal: offer, context, &canvas)
            return
        case .geometryReader(let report):
            let offer = Proposal(width: rect.width, height: rect.height)
            let size = content.sizeThatFits(offer)
            let placed = Rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
            canvas.clipped(to: rect) { canvas in
                content.draw(in: context.place(placed, in: rect), proposal: offer, context, &canvas)
            }
            report.report(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            return
        case .appearsWhenDrawn(let report):
            // Drawn where any of it is inside the window; an empty view, where its corner is.
            let shown = rect.intersection(canvas.clip)
            let corner =
                rect.width == 0 || rect.height == 0
                ? canvas.clip.x...canvas.clip.maxX ~= rect.x && canvas.clip.y...canvas.clip.maxY ~= rect.y : false
            if shown.width > 0 && shown.height > 0 || corner {
                report.drawn()
            }
        case .scrollViewReader(let requests):
            // Each view of the reader's content is wrapped in the reader: each scrolls its own lists.
            guard !requests.pending.isEmpty else { break }
            _ = canvas.carryingOut(requests) { content.draw(in: rect, proposal: proposal, context, &$0) }
            return
        case .scrollPosition(let position):
            let drawn = canvas.carryingOut(position.requests, tracking: true) {
                content.draw(in: rect, proposal: proposal, context, &$0)
            }
            canvas.report(to: position, from: drawn)
            return
        case .scrollTarget(let target):
            canvas.recordScrollTarget(target.id, rect)
        case .aspectRatio(let ratio, let contentMode):
            let offer = AspectRatioLayout(ratio: ratio, contentMode: contentMode).contentProposal(
                proposal, content: content)
            content.draw(in: rect, proposal: offer, context, &canvas)
            return
        case .clipped:
            canvas.clipped(to: rect) { content.draw(in: rect, proposal: proposal, context, &$0) }
            return
        case .clipShape(let outline):
            canvas.clipped(to: rect) { canvas in
                content.draw(in: rect, proposal: proposal, context, &canvas)
                Self.clip(rect, to: outline, outside: context.style.background, &canvas)
            }
            return
        case .position(let x, let y):
            let size = content.sizeThatFits(proposal)
            // The view's leading and top edges are found in points and rounded once, halves down the screen: a
            // one-row view centred at y 0.5 or 0 is on row 0, at 1 on row 1.
            func edge(_ center: Double, _ length: Int) -> Int {
                Self.signedCells((center - Double(length) / 2 + 0.5).rounded(.down))
            }
            let placed = Rect(
                x: rect.x + edge(x, size.width), y: rect.y + edge(y, size.height), width: size.width,
                height: size.height)
            content.draw(in: context.place(placed, in: rect), proposal: proposal, context, &canvas)
            return
        case .offset(let x, let y):
            var moved = rect
            moved.x += (context.isRightToLeft ? -1 : 1) * Self.signedCells(x)
            moved.y += Self.signedCells(y)
            content.draw(in: moved, proposal: proposal, context, &canvas)
            return
        case .border(let color, _):
            // The content holds the room the border takes (see `ResolvedView.withRoomForBorder`).
            content.draw(in: rect, proposal: proposal, context, &canvas)
            var style = context.style
            style.foreground = context.terminalColor(color)
            guard TerminalColor.isDrawn(color) else { return }
            Self.drawBox(rect, corners: ("┌", "┐", "└", "┘"), style: style, &canvas)
            return
        case .opaque:
            canvas.fill(rect, style: CellStyle())
        case .background(let color):
            if TerminalColor.isDrawn(color) {
                inner.style.background = context.terminalColor(color)
                canvas.fill(rect, style: inner.style)
            }
        case .cornerRadius(let radius):
            content.draw(in: rect, proposal: proposal, context, &canvas)
            if radius > 0 {
                Self.roundCorners(of: rect, outside: context.style.background, &canvas)
            }
            return
        case .foregroundColor, .foregroundLevels, .hierarchicalForeground, .font, .bold, .italic, .underline,
            .strikethrough, .fontWeight:
            inner.applyTextStyle(modifier)
        case .foregroundGradient(let gradient):
            inner.applyTextStyle(modifier)
            content.draw(in: rect, proposal: proposal, inner, &canvas)
            Self.paintForeground(gradient, in: rect, context, &canvas)
            return
        case .textRuns(let runs):
            inner.textRuns = runs
        case .opacity(let opacity):
            // Nested opacities multiply: 0.7 inside 0.7 draws at 0.49, dimmed like 0.3. At most half opaque draws
            // dim, so the usual faded look, `.opacity(0.5)`, shows.
            inner.opacity *= min(1, max(0, opacity))
            inner.isHidden = inner.opacity <= 0
            inner.style.dim = inner.style.dim || inner.opacity <= 0.5
        case .disabled(let disabled):
            inner.isDisabled = inner.isDisabled || disabled
        case .colorEffect(let effect):
            // The content's text takes the color it inherits under the effect too; the background behind it is the
            // parent's drawing, which keeps its colors.
            inner.style.foreground = inner.style.foreground.map { context.applying([effect], to: $0) }
            inner.colorEffects.append(effect)
        case .allowsHitTesting(let allows):
            inner.isHitTestingDisabled = inner.isHitTestingDisabled || !allows
        case .scrollDisabled(let disabled):
            inner.isScrollDisabled = inner.isScrollDisabled || disabled
        case .defaultScrollAnchor(let anchor):
            inner.defaultScrollAnchor = anchor
        case .layoutDirection(let direction):
            inner.layoutDirection = direction
        case .colorScheme(let scheme):
            inner.colorScheme = scheme
        case .redacted:
            inner.isRedacted = true
        case .accessibilityIdentifier, .accessibilityLabel, .lineLimit, .multilineTextAlignment, .truncationMode,
            .lineSpacing, .zIndex, .layoutPriority:
            break
        }
        content.draw(in: rect, proposal: proposal, inner, &canvas)
    }

    /// Draws `content` in a `frame` of `rect`: content larger than the frame is placed by the alignment and shows
    /// only inside the frame.
    private func drawFramed(
        _ content: LayoutNode, _ frame: ResolvedFrame, in rect: Rect, proposal: Proposal, _ context: DrawContext,
        _ canvas: inout Canvas
    ) {
        let offer = FrameLayout(frame).contentProposal(proposal)
        let size = content.sizeThatFits(offer)
        var placed = DrawContext.aligned(size, in: rect, frame.alignment)
        if frame.alignment.vertical == .firstTextBaseline,
            let row = content.textBaselineRow(last: false, proposal: offer, size: size)
        {
            // The frame has no text: the content's first baseline sits on its bottom row, the rest below it.
            placed.y = rect.maxY - 1 - row
        }
        canvas.clipped(to: rect) { canvas in
            content.draw(in: context.place(placed, in: rect), proposal: offer, context, &canvas)
        }
    }

    /// Draws `content` inside `rect` less `insets`, the leading inset on the right when right to left.
    private func drawPadded(
        _ content: LayoutNode, _ insets: CellInsets, in rect: Rect, proposal: Proposal, _ context: DrawContext,
        _ canvas: inout Canvas
    ) {
        let frame = Rect(
            x: rect.x + insets.leading, y: rect.y + insets.top, width: max(0, rect.width - insets.horizontal),
            height: max(0, rect.height - insets.vertical))
        let offer = Proposal(width: proposal.width - insets.horizontal, height: proposal.height - insets.vertical)
        content.draw(in: context.place(frame, in: rect), proposal: offer, context, &canvas)
    }

    /// Draws a box outline on the edge cells of `rect`.
    static func drawBox(
        _ rect: Rect, corners: (Character, Character, Character, Character), style: CellStyle, _ canvas: inout Canvas
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        for x in (rect.x + 1)..<(rect.maxX - 1) {
            canvas.put("─", x: x, y: rect.y, style: style)
            canvas.put("─", x: x, y: rect.maxY - 1, style: style)
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            canvas.put("│", x: rect.x, y: y, style: style)
            canvas.put("│", x: rect.maxX - 1, y: y, style: style)
        }
        canvas.put(corners.0, x: rect.x, y: rect.y, style: style)
        canvas.put(corners.1, x: rect.maxX - 1, y: rect.y, style: style)
        canvas.put(corners.2, x: rect.x, y: rect.maxY - 1, style: style)
        canvas.put(corners.3, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    }

    /// Cuts what is drawn in `rect` to `outline`: a rounded rectangle or a capsule rounds a filled background's
    /// corners, as `cornerRadius` does, and an ellipse, a circle, a path or an inset outline also blanks the cells
    /// outside it to the background there.
    static func clip(_ rect: Rect, to outline: ResolvedShape.Outline, outside: TerminalColor?, _ canvas: inout Canvas) {
        switch outline {
        case .rectangle:
            return
        case .roundedRectangle(let radius) where radius <= 0:
            return
        case .roundedRectangle, .capsule:
            roundCorners(of: rect, outside: outside, &canvas)
        case .ellipse, .circle, .path, .inset:
            let cells = ShapeCells(outline: outline, columns: rect.width, rows: rect.height)
            var blank = CellStyle()
            blank.background = outside
            for row in 0..<rect.height {
                for column in 0..<rect.width where !cells.contains(column, row) {
                    canvas.put(" ", x: rect.x + column, y: rect.y + row, style: blank, keepingBackground: false)
                }
            }
        }
    }

    /// Rounds a filled background: its blank corner cells become rounded corners (╭╮╰╯), and each edge between
    /// them whose cells are all blank becomes an outline (─ or │), drawn in the fill's color over the background
    /// outside, so the block looks rounded. An edge that holds text (a label padded only horizontally, wrapped
    /// onto the top and bottom rows) stays as it is, the spaces between its words included.
    static func roundCorners(of rect: Rect, outside: TerminalColor?, _ canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let area = rect.intersection(canvas.clip)
        func isBlankFill(_ x: Int, _ y: Int) -> Bool {
            guard x >= area.x, x < area.maxX, y >= area.y, y < area.maxY else { return false }
            let cell = canvas.buffer[x, y]
            guard cell.character == " ", !cell.isContinuation, let fill = cell.style.background else { return false }
            return fill != outside
        }
        func edge(_ character: Character, _ x: Int, _ y: Int) {
            guard isBlankFill(x, y) else { return }
            let cell = canvas.buffer[x, y]
            var style = cell.style
            style.foreground = cell.style.background
            style.background = outside
            canvas.put(character, x: x, y: y, style: style, keepingBackground: false)
        }
        let columns = (rect.x + 1)..<(rect.maxX - 1)
        let rows = (rect.y + 1)..<(rect.maxY - 1)
        for y in [rect.y, rect.maxY - 1] where columns.allSatisfy({ isBlankFill($0, y) }) {
            for x in columns {
                edge("─", x, y)
            }
        }
        for x in [rect.x, rect.maxX - 1] where rows.allSatisfy({ isBlankFill(x, $0) }) {
            for y in rows {
                edge("│", x, y)
            }
        }
        edge("╭", rect.x, rect.y)
        edge("╮", rect.maxX - 1, rect.y)
        edge("╰", rect.x, rect.maxY - 1)
        edge("╯", rect.maxX - 1, rect.maxY - 1)
    }
}

extension LayoutNode {
    /// Colors the characters drawn in `rect` (not the blank cells) with the gradient spread over it.
    static func paintForeground(
        _ gradient: ResolvedGradient, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let paint = GradientPaint(gradient, columns: rect.width, rows: rect.height, context: context)
        let area = rect.intersection(canvas.clip)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where canvas.buffer[x, y].character != " " {
                let color = paint.color(column: x - rect.x, row: y - rect.y)
                canvas.buffer.restyle(x: x, y: y, width: 1, height: 1) { $0.foreground = color }
            }
        }
    }
}
