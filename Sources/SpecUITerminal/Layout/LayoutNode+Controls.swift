import SpecUI
import SpecUIText

extension LayoutNode {
    /// `[#####-----]` filled in proportion to `value` (0...1), `width` cells wide in all; filled from the right
    /// (`[-----#####]`) right to left. A value out of range is clamped to it, as SwiftUI clamps one, so an
    /// infinite value is all done; NaN is nothing done.
    static func progressBar(_ value: Double, width: Int, rightToLeft: Bool = false) -> String {
        let inner = max(0, width - 2)
        let fraction = value.isNaN ? 0 : min(1, max(0, value))
        let filled = String(repeating: "#", count: Int((fraction * Double(inner)).rounded()))
        let empty = String(repeating: "-", count: inner - filled.count)
        return "[" + (rightToLeft ? empty + filled : filled + empty) + "]"
    }

    /// The indeterminate progress indicator's glyph.
    static let spinner = "⠋"

    /// The spinner, then the label if there is one.
    static func indeterminateProgressText(_ progress: ResolvedProgressView) -> String {
        spinner + (progress.label.map { " " + $0 } ?? "")
    }

    /// Draws a control; the focused one is shown in reverse video, a disabled one dimmed.
    func drawControl(in rect: Rect, proposal: Proposal, _ context: DrawContext, _ canvas: inout Canvas) {
        switch kind {
        case .button(let button):
            var inner = Self.labelContext(context, disabled: button.isDisabled, focused: button.id == context.focused)
            if let tint = button.tint, inner.style.foreground == nil {
                inner.style.foreground = context.terminalColor(tint)
            }
            record(button.id, rect, context, &canvas)
            children[0].draw(in: rect, proposal: proposal, inner, &canvas)
        case .toggle(let toggle):
            record(toggle.id, rect, context, &canvas)
            drawLabelled(in: rect, disabled: toggle.isDisabled, focused: toggle.id == context.focused, context, &canvas)
        case .stepper(let stepper):
            record(stepper.id, rect, context, &canvas)
            drawLabelled(
                in: rect, disabled: stepper.isDisabled, focused: stepper.id == context.focused, context, &canvas)
        case .picker(let picker):
            record(picker.id, rect, context, &canvas)
            drawLabelled(in: rect, disabled: picker.isDisabled, focused: picker.id == context.focused, context, &canvas)
        case .slider(let slider):
            record(slider.id, rect, context, &canvas)
            var style = controlStyle(context, disabled: slider.isDisabled)
            style.reverse = style.reverse || slider.id == context.focused
            let line = Self.sliderLine(slider, width: rect.width, rightToLeft: context.isRightToLeft)
            canvas.clipped(to: rect) { $0.write(line, x: rect.x, y: rect.y, style: style) }
        case .textField(let field) where field.isMultiline:
            record(field.id, rect, context, &canvas)
            canvas.fieldTexts[field.id] = field.text
            canvas.editorWidths[field.id] = rect.width
            drawTextEditor(field, in: rect, context, &canvas)
        case .textField(let field):
            record(field.id, rect, context, &canvas)
            canvas.fieldTexts[field.id] = field.text
            drawTextField(field, in: rect, context, &canvas)
        case .progress(let progress):
            drawProgress(progress, in: rect, context, &canvas)
        default:
            break
        }
    }

    private func record(_ id: ActionableID, _ rect: Rect, _ context: DrawContext, _ canvas: inout Canvas) {
        // A control under `allowsHitTesting(false)` is drawn and neither focused nor clicked.
        guard !context.isHitTestingDisabled else { return }
        let visible = rect.intersection(canvas.clip)
        // In a scroll view's window only a whole control counts as shown, so that focus scrolls it all in.
        let scroll = canvas.currentRow == nil ? canvas.currentScroll : nil
        if let scroll, visible != rect {
            let start = scroll.line(of: rect)
            canvas.offWindow[id] = (scroll.list, start..<start + (scroll.horizontal ? rect.width : rect.height))
            canvas.focusOrder.append(id)
        } else if visible.width > 0, visible.height > 0 {
            canvas.focusOrder.append(id)
            canvas.actionables.append((id, rect))
            if let row = canvas.currentRow {
                canvas.listRows[id] = row
            } else if let scroll {
                canvas.listRows[id] = ListRow(list: scroll.list, row: scroll.line(of: rect))
            }
        } else if canvas.currentRow == nil, scroll == nil, rect.width > 0, rect.height > 0,
            rect.x >= canvas.window.maxX || rect.maxX <= canvas.window.x || rect.y >= canvas.window.maxY
                || rect.maxY <= canvas.window.y
        {
            canvas.beyondWindow.insert(id)
        }
    }

    private func drawLabelled(
        in rect: Rect, disabled: Bool, focused: Bool, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        guard
            let parts = Self.labelledControl(kind, rightToLeft: context.isRightToLeft, width: limited(rect).width)
        else { return }
        var style = controlStyle(context, disabled: disabled)
        style.reverse = style.reverse || focused
        // A label drawn as views keeps their own styles, in the control's focus and dimming.
        drawLabelledControl(
            label: parts.label, control: parts.control, gap: parts.gap, controlLeads: parts.controlLeads,
            fills: parts.fills, in: limited(rect), style: style,
            labelContext: Self.labelContext(context, disabled: disabled, focused: focused),
            dimmedButtons: boundButtons(rightToLeft: context.isRightToLeft), context, &canvas)
    }

    /// Which of a stepper's buttons, at the control's first and last cells, its value is at the bound of: that one
    /// does nothing and is drawn disabled, as SwiftUI greys out `-` at the lower bound and `+` at the upper one.
    private func boundButtons(rightToLeft: Bool) -> (first: Bool, last: Bool) {
        guard case .stepper(let stepper) = kind else { return (false, false) }
        // Without bounds, Int's own are the stepper's.
        let range = stepper.range ?? Int.min...Int.max
        let atLower = stepper.value <= range.lowerBound
        let atUpper = stepper.value >= range.upperBound
        return rightToLeft ? (atUpper, atLower) : (atLower, atUpper)
    }

    /// What the views of a control's label are drawn in: dimmed with the control, in reverse video while it has
    /// focus.
    private static func labelContext(_ context: DrawContext, disabled: Bool, focused: Bool) -> DrawContext {
        var inner = context
        inner.isDisabled = inner.isDisabled || disabled
        inner.style.reverse = inner.style.reverse || focused
        return inner
    }

    private func controlStyle(_ context: DrawContext, disabled: Bool) -> CellStyle {
        var style = context.textStyle
        style.dim = style.dim || disabled
        return style
    }

    /// Draws the text on an underlined row; the focused field shows its insertion point as a reverse-video cell
    /// (over the character after it, a blank at the end, or the placeholder's first letter when the field is
    /// empty), scrolling the text so that cell stays inside the field.
    private func drawTextField(
        _ field: ResolvedTextField, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        var style = controlStyle(context, disabled: field.isDisabled)
        style.underline = true
        canvas.write(String(repeating: " ", count: rect.width), x: rect.x, y: rect.y, style: style)
        let isFocused = field.id == context.focused
        let characters = Array(field.text)
        // Unfocused, the field shows the start of its text, as SwiftUI's does when it is not being edited.
        let offset = isFocused ? TextCursor.offset(context.cursor, field: field.id, text: field.text) : 0
        let atEnd = offset == characters.count
        // Drop characters from the front until the insertion point's cell fits, and the whole of a wide character
        // under it: walk back from the insertion point while the characters before it fit, so a long text costs
        // its length, not its length squared.
        let cursorWidth = !isFocused ? 0 : atEnd ? 1 : max(1, DisplayWidth.of(characters[offset]))
        let room = max(0, rect.width - cursorWidth)
        var start = offset
        var before = 0
        while start > 0 {
            let width = DisplayWidth.of(characters[start - 1])
            guard before + width <= room else { break }
            before += width
            start -= 1
        }
        let shown = String(characters[start...])
        let shownWidth = DisplayWidth.of(shown)
        // Right to left, text that fits sits against the trailing edge; a cursor at its end stays after its last
        // character, in the order the text is written, so a focused field leaves the cell for it (the text does
        // not move as the insertion point does).
        let fits = shownWidth <= rect.width - (isFocused && atEnd ? 1 : 0)
        let textX = context.isRightToLeft && fits ? max(rect.x, rect.maxX - shownWidth - (isFocused ? 1 : 0)) : rect.x
        if field.text.isEmpty {
            var placeholder = style
            placeholder.dim = true
            Self.drawText(field.placeholder, in: rect, style: placeholder, context, &canvas)
        } else {
            canvas.clipped(to: rect) { $0.write(shown, x: textX, y: rect.y, style: style) }
        }
        guard isFocused else { return }
        let x: Int
        if field.text.isEmpty {
            x = context.isRightToLeft ? rect.maxX - 1 : rect.x
        } else {
            x = textX + before
        }
        Self.drawInsertionPoint(x: x, y: rect.y, in: rect, style: style, &canvas)
    }

    /// Draws a focused text control's insertion point as a reverse-video cell at `x`, `y` inside `rect`.
    ///
    /// The cursor keeps the character it covers: the one after the insertion point, a blank at the end, or a text
    /// field's placeholder's first letter, which stays readable; over the right half of a wide character, it
    /// covers the whole character.
    private static func drawInsertionPoint(x: Int, y: Int, in rect: Rect, style: CellStyle, _ canvas: inout Canvas) {
        guard x >= rect.x, x < rect.maxX, canvas.buffer.contains(x: x, y: y) else { return }
        var column = x
        while column > rect.x, canvas.buffer[column, y].isContinuation {
            column -= 1
        }
        var cursor = style
        cursor.reverse = true
        canvas.put(canvas.buffer[column, y].character, x: column, y: y, style: cursor)
    }

    /// Draws a text editor's rows on underlined rows; focused, it scrolls so that its insertion point's row shows,
    /// and draws that point as a reverse-video cell, as a text field does. Right to left, each row sits against
    /// the trailing edge.
    private func drawTextEditor(
        _ field: ResolvedTextField, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        var style = controlStyle(context, disabled: field.isDisabled)
        style.underline = true
        let rows = EditorRows(field.text, width: rect.width)
        let isFocused = field.id == context.focused
        let cursor = rows.position(of: TextCursor.offset(context.cursor, field: field.id, text: field.text))
        let top = isFocused ? max(0, cursor.row - rect.height + 1) : 0
        canvas.clipped(to: rect) { canvas in
            for line in 0..<rect.height {
                let y = rect.y + line
                canvas.write(String(repeating: " ", count: rect.width), x: rect.x, y: y, style: style)
                guard top + line < rows.rows.count else { continue }
                let row = rows.rows[top + line]
                let x = context.isRightToLeft ? rect.maxX - row.width : rect.x
                canvas.write(String(row.characters), x: x, y: y, style: style)
            }
            if field.growsWithText, field.text.isEmpty {
                var placeholder = style
                placeholder.dim = true
                Self.drawText(field.placeholder, in: rect, style: placeholder, context, &canvas)
            }
            guard isFocused else { return }
            let y = rect.y + cursor.row - top
            let rowWidth = cursor.row < rows.rows.count ? rows.rows[cursor.row].width : 0
            // Right to left, the point after a row's last character is its last cell: the row is against the edge.
            let x = min((context.isRightToLeft ? rect.maxX - rowWidth : rect.x) + cursor.column, rect.maxX - 1)
            Self.drawInsertionPoint(x: x, y: y, in: rect, style: style, &canvas)
        }
    }

    private func drawProgress(
        _ progress: ResolvedProgressView, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let style = context.textStyle
        guard let value = progress.value else {
            Self.drawText(Self.indeterminateProgressText(progress), in: rect, style: style, context, &canvas)
            return
        }
        // The bar takes the last row; a label the rows above it, wrapped.
        let labelRows = progress.label == nil ? 0 : max(0, rect.height - 1)
        if let label = progress.label, labelRows > 0 {
            Self.drawText(
                label, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: labelRows), style: style, context,
                &canvas)
        }
        canvas.write(
            Self.progressBar(value, width: rect.width, rightToLeft: context.isRightToLeft), x: rect.x,
            y: rect.y + labelRows, style: style)
    }
}
