import SpecUI
import SpecUIText

extension LayoutNode {
    /// The parts of a toggle or a stepper: a label that wraps and truncates like text, and a control that keeps
    /// all its cells, as SwiftUI's switch and +/- buttons stay whole beside a label cut short.
    ///
    /// A switch is `Title [x]` and a checkbox `[x] Title` (`[x] Title` and `Title [x]` right to left); a stepper is
    /// `Label  [-] [+]` (`[+] [-]  Label`), and a date picker drawn as one `Due  [-] Jun 3, 2026 [+]`; a switch and
    /// a stepper fill the width they are offered, their controls at its trailing edge (`fills`);
    /// a picker is `Title  ‹ Red ›`, or `Title  [Red] Green Blue` drawn segmented, its options in reverse order
    /// right to left (`Blue Green [Red]  Title`).
    static func labelledControl(
        _ kind: Kind, rightToLeft: Bool
    ) -> (label: String, control: String, gap: Int, controlLeads: Bool, fills: Bool)? {
        switch kind {
        case .toggle(let toggle):
            let control = toggle.isOn ? "[x]" : "[ ]"
            guard toggle.fillsWidth else { return (toggle.title, control, 1, !rightToLeft, false) }
            return (toggle.title, control, 1, rightToLeft, true)
        case .stepper(let stepper):
            let value = stepper.valueText.map { " \($0) " } ?? " "
            let controls = rightToLeft ? "[+]\(value)[-]" : "[-]\(value)[+]"
            return (stepper.label, controls, 2, rightToLeft, stepper.fillsWidth)
        case .picker(let picker):
            return (picker.title, pickerControl(picker, rightToLeft: rightToLeft), 2, rightToLeft, false)
        default:
            return nil
        }
    }

    /// A picker's control: the selected option between arrows, every option with the selected one in brackets, or
    /// a dot for each option, the selected one filled.
    private static func pickerControl(_ picker: ResolvedPicker, rightToLeft: Bool) -> String {
        switch picker.look {
        case .menu:
            return "‹ \(picker.selectedTitle) ›"
        case .segmented:
            let segments = picker.options.indices.map {
                $0 == picker.selected ? "[\(picker.options[$0])]" : picker.options[$0]
            }
            return (rightToLeft ? segments.reversed() : segments).joined(separator: " ")
        case .pageIndicator:
            let dots = picker.options.indices.map { $0 == picker.selected ? "●" : "○" }
            return (rightToLeft ? dots.reversed() : dots).joined(separator: " ")
        }
    }

    /// The label's lines beside a control `controlWidth` cells wide in `width` x `height` cells; none when the
    /// control leaves no room for it.
    private static func labelLines(
        _ label: String, controlWidth: Int, gap: Int, width: Int, height: Int, truncation: Text.TruncationMode
    ) -> [String] {
        let room = width - controlWidth - gap
        guard !label.isEmpty, room > 0 else { return [] }
        return TextWrapping.visibleLines(label, width: room, height: height, truncation: truncation)
    }

    /// The size of a labelled control offered `proposal`: the label's lines beside the whole control, or for one
    /// that `fills`, the width offered when it is bounded.
    static func labelledControlSize(
        label: String, control: String, gap: Int, fills: Bool, truncation: Text.TruncationMode, _ proposal: Proposal
    ) -> Size {
        let controlWidth = DisplayWidth.of(control)
        let lines = labelLines(
            label, controlWidth: controlWidth, gap: gap, width: proposal.width, height: proposal.height,
            truncation: truncation)
        let labelWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let drawn = lines.isEmpty ? controlWidth : labelWidth + gap + controlWidth
        let width = fills && proposal.width < Proposal.unbounded ? max(drawn, proposal.width) : drawn
        return Size(width: width, height: max(1, min(lines.count, proposal.height)))
    }

    /// Draws a labelled control at the leading edge of `rect` (its right edge right to left), the control on
    /// the label's middle line; one that `fills` spreads the label and the control to the edges of `rect`.
    static func drawLabelledControl(
        label: String, control: String, gap: Int, controlLeads: Bool, fills: Bool, in rect: Rect, style: CellStyle,
        truncation: Text.TruncationMode, _ context: DrawContext, _ canvas: inout Canvas
    ) {
        let controlWidth = DisplayWidth.of(control)
        let lines = labelLines(
            label, controlWidth: controlWidth, gap: gap, width: rect.width, height: rect.height,
            truncation: truncation)
        let labelWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let drawn = lines.isEmpty ? controlWidth : labelWidth + gap + controlWidth
        let used = fills ? max(drawn, rect.width) : drawn
        let start = context.isRightToLeft ? rect.maxX - used : rect.x
        // The gap is drawn with the control (in its focus), unless it is the room a filling control spreads over.
        let spacing = String(repeating: " ", count: lines.isEmpty || used > drawn ? 0 : gap)
        let controlY = rect.y + max(0, min(lines.count, rect.height) - 1) / 2
        let labelX = controlLeads ? start + used - labelWidth : start
        // Underline and strikethrough are the label's, as SwiftUI's fall on the texts inside a control.
        var controlStyle = style
        controlStyle.underline = false
        controlStyle.strikethrough = false
        canvas.clipped(to: rect) { canvas in
            if controlLeads {
                canvas.write(control + spacing, x: start, y: controlY, style: controlStyle)
            } else {
                let controlX = start + used - controlWidth
                canvas.write(spacing + control, x: controlX - spacing.count, y: controlY, style: controlStyle)
            }
            for (row, line) in lines.enumerated() {
                let x = context.isRightToLeft ? labelX + labelWidth - DisplayWidth.of(line) : labelX
                canvas.write(line, x: x, y: rect.y + row, style: style)
            }
        }
    }
}
