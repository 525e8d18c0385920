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
    ///
    /// A picker's control narrower than it draws is fitted to `width`, its options cut with `…`, as iOS shortens a
    /// segmented control's segments alike and a menu button's title.
    static func labelledControl(
        _ kind: Kind, rightToLeft: Bool, width: Int
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
            return (
                picker.title, pickerControl(picker, rightToLeft: rightToLeft, width: width), 2, rightToLeft, false
            )
        default:
            return nil
        }
    }

    /// A picker's control: the selected option between arrows, every option with the selected one in brackets, or
    /// a dot for each option, the selected one filled.
    private static func pickerControl(_ picker: ResolvedPicker, rightToLeft: Bool, width: Int) -> String {
        switch picker.look {
        case .menu:
            let title = picker.selectedTitle
            let room = width - 4
            let shown =
                DisplayWidth.of(title) > room && room > 0
                ? TextWrapping.truncatedWithEllipsis(title, width: room) : title
            return "‹ \(shown) ›"
        case .segmented:
            let options = fittedSegments(picker.options, selected: picker.selected, width: width)
            let segments = options.indices.map { $0 == picker.selected ? "[\(options[$0])]" : options[$0] }
            return (rightToLeft ? segments.reversed() : segments).joined(separator: " ")
        case .pageIndicator:
            let dots = picker.options.indices.map { $0 == picker.selected ? "●" : "○" }
            return (rightToLeft ? dots.reversed() : dots).joined(separator: " ")
        }
    }

    /// A segmented control's options in `width` cells: as they are when they fit, else each cut with `…` to an equal
    /// share of the room left by the spaces and the brackets, a short option giving its unused cells to the others.
    private static func fittedSegments(_ options: [String], selected: Int?, width: Int) -> [String] {
        let widths = options.map { DisplayWidth.of($0) }
        let frame = max(0, options.count - 1) + (selected == nil ? 0 : 2)
        var room = width - frame
        guard widths.reduce(0, +) > room, room >= options.count else { return options }
        // The narrowest options first, each taking what it needs up to its share of what is left.
        var shares = widths
        var left = options.count
        for index in widths.indices.sorted(by: { widths[$0] < widths[$1] }) {
            shares[index] = min(widths[index], room / left)
            room -= shares[index]
            left -= 1
        }
        return options.indices.map {
            shares[$0] < widths[$0] ? TextWrapping.truncatedWithEllipsis(options[$0], width: shares[$0]) : options[$0]
        }
    }

    /// The label beside a control `controlWidth` cells wide in `width` x `height` cells: its lines, and its size;
    /// no lines and a zero size when the control leaves no room for it. A label drawn as views (a toggle's or a
    /// stepper's that is more than one text) is the only child, sized in that room, and has no lines.
    private func labelLayout(
        _ label: String, controlWidth: Int, gap: Int, width: Int, height: Int
    ) -> (lines: [String], size: Size) {
        let room = width - controlWidth - gap
        if let views = children.first {
            guard room > 0 else { return ([], .zero) }
            let size = views.sizeThatFits(Proposal(width: room, height: height))
            return ([], size.width > 0 ? size : .zero)
        }
        guard !label.isEmpty, room > 0 else { return ([], .zero) }
        let lines = TextWrapping.visibleLines(label, width: room, height: height, truncation: textLayout.truncation)
        let size = Size(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: min(lines.count, height))
        return (lines, size)
    }

    /// The size of a labelled control offered `proposal`: the label beside the whole control, or for one that
    /// `fills`, the width offered when it is bounded.
    func labelledControlSize(label: String, control: String, gap: Int, fills: Bool, _ proposal: Proposal) -> Size {
        let controlWidth = DisplayWidth.of(control)
        let labelSize = labelLayout(
            label, controlWidth: controlWidth, gap: gap, width: proposal.width, height: proposal.height
        ).size
        let drawn = labelSize.width == 0 ? controlWidth : labelSize.width + gap + controlWidth
        let width = fills && proposal.width < Proposal.unbounded ? max(drawn, proposal.width) : drawn
        return Size(width: width, height: max(1, labelSize.height))
    }

    /// Draws a labelled control at the leading edge of `rect` (its right edge right to left), the control on
    /// the label's middle line; one that `fills` spreads the label and the control to the edges of `rect`. A label
    /// drawn as views is drawn in `labelContext`. `dimmedButtons` says which of the buttons at the control's ends (a
    /// stepper's `[-]` and `[+]`, three cells each) does nothing, and is drawn dim.
    func drawLabelledControl(
        label: String, control: String, gap: Int, controlLeads: Bool, fills: Bool, in rect: Rect, style: CellStyle,
        labelContext: DrawContext, dimmedButtons: (first: Bool, last: Bool) = (false, false), _ context: DrawContext,
        _ canvas: inout Canvas
    ) {
        let controlWidth = DisplayWidth.of(control)
        let (lines, labelSize) = labelLayout(
            label, controlWidth: controlWidth, gap: gap, width: rect.width, height: rect.height)
        let labelWidth = labelSize.width
        let drawn = labelWidth == 0 ? controlWidth : labelWidth + gap + controlWidth
        let used = fills ? max(drawn, rect.width) : drawn
        let start = context.isRightToLeft ? rect.maxX - used : rect.x
        // The gap is drawn with the control (in its focus), unless it is the room a filling control spreads over.
        let spacing = String(repeating: " ", count: labelWidth == 0 || used > drawn ? 0 : gap)
        let controlY = rect.y + max(0, labelSize.height - 1) / 2
        let labelX = controlLeads ? start + used - labelWidth : start
        // Underline and strikethrough are the label's, as SwiftUI's fall on the texts inside a control.
        var controlStyle = style
        controlStyle.underline = false
        controlStyle.strikethrough = false
        canvas.clipped(to: rect) { canvas in
            let controlX = controlLeads ? start : start + used - controlWidth
            if controlLeads {
                canvas.write(control + spacing, x: start, y: controlY, style: controlStyle)
            } else {
                canvas.write(spacing + control, x: controlX - spacing.count, y: controlY, style: controlStyle)
            }
            var dimmed = controlStyle
            dimmed.dim = true
            // The buttons are ASCII, a cell a character.
            if dimmedButtons.first { canvas.write(String(control.prefix(3)), x: controlX, y: controlY, style: dimmed) }
            if dimmedButtons.last {
                canvas.write(String(control.suffix(3)), x: controlX + controlWidth - 3, y: controlY, style: dimmed)
            }
            if let views = children.first, labelWidth > 0 {
                let labelRect = Rect(x: labelX, y: rect.y, width: labelWidth, height: labelSize.height)
                views.draw(in: labelRect, proposal: Proposal(labelSize), labelContext, &canvas)
            }
            for (row, line) in lines.enumerated() {
                let x = context.isRightToLeft ? labelX + labelWidth - DisplayWidth.of(line) : labelX
                canvas.write(line, x: x, y: rect.y + row, style: style)
            }
        }
    }
}
