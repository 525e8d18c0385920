import SpecUI
import SpecUIText

extension LayoutNode {
    /// `[x] Title` or `[ ] Title`; mirrored (`Title [x]`) right to left, as SwiftUI flips the control.
    static func toggleText(_ toggle: ResolvedToggle, rightToLeft: Bool = false) -> String {
        let box = toggle.isOn ? "[x]" : "[ ]"
        return rightToLeft ? toggle.title + " " + box : box + " " + toggle.title
    }

    /// `Label  [-] 3 [+]`, or just the controls when the label is empty; mirrored (`[+] 3 [-]  Label`) right
    /// to left.
    static func stepperText(_ stepper: ResolvedStepper, rightToLeft: Bool = false) -> String {
        let controls = rightToLeft ? "[+] \(stepper.value) [-]" : "[-] \(stepper.value) [+]"
        guard !stepper.label.isEmpty else { return controls }
        return rightToLeft ? controls + "  " + stepper.label : stepper.label + "  " + controls
    }

    /// `[#####-----]` filled in proportion to `value` (0...1), `width` cells wide in all; filled from the right
    /// (`[-----#####]`) right to left.
    static func progressBar(_ value: Double, width: Int, rightToLeft: Bool = false) -> String {
        let inner = max(0, width - 2)
        let fraction = value.isFinite ? min(1, max(0, value)) : 0
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
            var inner = context
            if inner.style.foreground == nil {
                inner.style.foreground = TerminalColor.named("accentColor")
            }
            inner.isDisabled = inner.isDisabled || button.isDisabled
            inner.style.reverse = inner.style.reverse || button.id == context.focused
            record(button.id, rect, &canvas)
            children[0].draw(in: rect, proposal: proposal, inner, &canvas)
        case .toggle(let toggle):
            record(toggle.id, rect, &canvas)
            var style = controlStyle(context, disabled: toggle.isDisabled)
            style.reverse = style.reverse || toggle.id == context.focused
            Self.drawText(
                Self.toggleText(toggle, rightToLeft: context.isRightToLeft), in: rect, style: style, context, &canvas)
        case .stepper(let stepper):
            record(stepper.id, rect, &canvas)
            var style = controlStyle(context, disabled: stepper.isDisabled)
            style.reverse = style.reverse || stepper.id == context.focused
            Self.drawText(
                Self.stepperText(stepper, rightToLeft: context.isRightToLeft), in: rect, style: style, context, &canvas)
        case .textField(let field):
            record(field.id, rect, &canvas)
            canvas.fieldTexts[field.id] = field.text
            drawTextField(field, in: rect, context, &canvas)
        case .progress(let progress):
            drawProgress(progress, in: rect, context, &canvas)
        default:
            break
        }
    }

    private func record(_ id: ActionableID, _ rect: Rect, _ canvas: inout Canvas) {
        let visible = rect.intersection(canvas.clip)
        if visible.width > 0, visible.height > 0 {
            canvas.actionables.append((id, rect))
        }
    }

    private func controlStyle(_ context: DrawContext, disabled: Bool) -> CellStyle {
        var style = context.textStyle
        style.dim = style.dim || disabled
        return style
    }

    private func drawTextField(
        _ field: ResolvedTextField, in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        var style = controlStyle(context, disabled: field.isDisabled)
        style.underline = true
        canvas.write(String(repeating: " ", count: rect.width), x: rect.x, y: rect.y, style: style)
        let isFocused = field.id == context.focused
        if field.text.isEmpty {
            var placeholder = style
            placeholder.dim = true
            Self.drawText(field.placeholder, in: rect, style: placeholder, context, &canvas)
        } else {
            // Show the end of the text, where typing happens, when it is longer than the field.
            var shown = Substring(field.text)
            while DisplayWidth.of(shown) > max(0, rect.width - (isFocused ? 1 : 0)), !shown.isEmpty {
                shown = shown.dropFirst()
            }
            Self.drawText(String(shown), in: rect, style: style, context, &canvas)
        }
        if isFocused {
            let textWidth = field.text.isEmpty ? 0 : min(DisplayWidth.of(field.text), max(0, rect.width - 1))
            let x = context.isRightToLeft ? rect.maxX - 1 - textWidth : rect.x + textWidth
            var cursor = style
            cursor.reverse = true
            if x >= rect.x, x < rect.maxX {
                let under = canvas.buffer.contains(x: x, y: rect.y) ? canvas.buffer[x, rect.y].character : " "
                canvas.put(field.text.isEmpty ? " " : under, x: x, y: rect.y, style: cursor)
            }
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
        var barRow = rect
        if let label = progress.label {
            Self.drawText(
                label, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style, context, &canvas)
            barRow.y += 1
            barRow.height = max(0, barRow.height - 1)
        }
        canvas.write(
            Self.progressBar(value, width: rect.width, rightToLeft: context.isRightToLeft), x: rect.x, y: barRow.y,
            style: style)
    }
}
