import SpecUI

/// What a node inherits from its ancestors while it draws: style, direction, focus and disabled state.
struct DrawContext {
    var style = CellStyle.plain
    var font: Font?
    /// The weight `fontWeight(_:)` set, over the font's own.
    var weight: Font.Weight?
    var layoutDirection = LayoutDirection.leftToRight
    /// The scheme colors are drawn for: what a translucent color is blended with.
    var colorScheme = ColorScheme.light
    var isDisabled = false
    /// The color effects around, outermost first, which change every color drawn here.
    var colorEffects: [ColorEffect] = []
    /// Whether the controls drawn here take no focus or clicks, under `allowsHitTesting(false)`.
    var isHitTestingDisabled = false
    /// Whether the scroll views and lists drawn here keep still, set with `scrollDisabled(_:)`.
    var isScrollDisabled = false
    /// The point of their content the scroll views drawn here show until they are scrolled, set with
    /// `defaultScrollAnchor(_:)`; nil for their start.
    var defaultScrollAnchor: UnitPoint?
    /// Whether text is drawn redacted: `▒` for each cell of every character but spaces.
    var isRedacted = false
    var isHidden = false
    /// The product of the opacities applied around this node, as SwiftUI composes nested `opacity` modifiers.
    var opacity = 1.0
    var focused: ActionableID?
    /// The colors of the levels of the foreground style here, which the hierarchical styles draw in; nil where
    /// none is set.
    var foregroundLevels: [Color]?
    /// The styles of the stretches of the text drawn here, when it was joined from texts styled differently.
    var textRuns: [TextRun]?
    /// The focused text field's insertion point; without one (or with one left from another text) it is at the end.
    var cursor: TextCursor?

    /// The cell style text takes here: the inherited style plus the font's weight and dimming for disabled.
    var textStyle: CellStyle {
        var result = style
        if let weight = weight ?? font?.weight {
            result.bold = result.bold || weight.isBold
            result.dim = result.dim || weight.isLight
        } else {
            switch font?.style {
            case .largeTitle?, .title?, .title2?, .title3?, .headline?:
                result.bold = true
            case .caption?, .caption2?, .footnote?:
                result.dim = true
            default:
                break
            }
        }
        if font?.isItalic == true {
            result.italic = true
        }
        if isDisabled {
            result.dim = true
        }
        return result
    }

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// Applies a modifier that styles text (a color, a font, bold, ...) to what is drawn inside it; any other
    /// modifier changes nothing here.
    mutating func applyTextStyle(_ modifier: ResolvedModifier) {
        switch modifier {
        case .foregroundColor(let color?):
            style.foreground = terminalColor(color)
            foregroundLevels = [color]
        case .foregroundLevels(let levels):
            style.foreground = levels.first.flatMap(terminalColor)
            foregroundLevels = levels
        case .hierarchicalForeground(let level): style.foreground = terminalColor(level.color(in: foregroundLevels))
        // Inside a joined text a gradient draws in its first color; around a view, it colors each cell (see
        // `LayoutNode.paintForeground`).
        case .foregroundGradient(let gradient):
            style.foreground = gradient.stops.first.flatMap { terminalColor($0.color) }
        case .font(let font?): self.font = font
        case .bold(let isActive): style.bold = style.bold || isActive
        case .italic(let isActive): style.italic = style.italic || isActive
        case .underline(let isActive): style.underline = style.underline || isActive
        case .strikethrough(let isActive): style.strikethrough = style.strikethrough || isActive
        case .fontWeight(let weight): self.weight = weight
        default: break
        }
    }

    /// The cell style of each character of a text `length` characters long: the text style here, each run's
    /// styles applied over it, outermost first.
    func characterStyles(length: Int) -> [CellStyle] {
        guard let textRuns else { return Array(repeating: textStyle, count: length) }
        var styles: [CellStyle] = []
        styles.reserveCapacity(length)
        for run in textRuns {
            var styled = self
            for style in run.styles.reversed() { styled.applyTextStyle(style) }
            styles += Array(repeating: styled.textStyle, count: run.length)
        }
        return styles
    }

    /// The cell color `color` draws in here.
    func terminalColor(_ color: Color) -> TerminalColor? {
        let resolved = TerminalColor.resolved(color, scheme: colorScheme)
        return colorEffects.isEmpty ? resolved : resolved.map { applying(colorEffects, to: $0) }
    }

    /// `color` changed by `effects`, the innermost first, as SwiftUI applies them to what the content drew.
    func applying(_ effects: [ColorEffect], to color: TerminalColor) -> TerminalColor {
        func unit(_ component: UInt8) -> Double { Double(component) / 255 }
        func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
        var rgb = (red: unit(color.rgb.red), green: unit(color.rgb.green), blue: unit(color.rgb.blue))
        for effect in effects.reversed() {
            var multiplier = (red: 1.0, green: 1.0, blue: 1.0)
            if case .multiply(let factor) = effect, let factor = TerminalColor.resolved(factor, scheme: colorScheme) {
                multiplier = (unit(factor.rgb.red), unit(factor.rgb.green), unit(factor.rgb.blue))
            }
            rgb = effect.applied(red: rgb.red, green: rgb.green, blue: rgb.blue, multiplier: multiplier)
        }
        return TerminalColor(rgb: RGB(byte(rgb.red), byte(rgb.green), byte(rgb.blue)))
    }

    /// `child`, laid out left to right inside `parent`, moved to its mirrored place when the direction is
    /// right to left.
    func place(_ child: Rect, in parent: Rect) -> Rect {
        guard isRightToLeft else { return child }
        var mirrored = child
        mirrored.x = parent.x + (parent.maxX - child.maxX)
        return mirrored
    }

    /// The horizontal offset of something `width` wide in `available` cells for a horizontal alignment;
    /// negative when it is wider and the alignment puts part of it before the leading edge, as in SwiftUI.
    static func offset(_ alignment: HorizontalAlignment, width: Int, available: Int) -> Int {
        switch alignment {
        case .leading: return 0
        case .center: return (available - width) / 2
        case .trailing: return available - width
        }
    }

    /// The vertical offset of something `height` tall in `available` rows for a vertical alignment; negative
    /// when it is taller and the alignment puts part of it above the top edge, as in SwiftUI.
    static func offset(_ alignment: VerticalAlignment, height: Int, available: Int) -> Int {
        switch alignment {
        case .top: return 0
        case .center: return (available - height) / 2
        // A single view's baseline meets its container's, which has no text: its bottom row. A frame puts the
        // first row of a text there, knowing the text (`LayoutNode.textBaselineRow`).
        case .bottom, .firstTextBaseline, .lastTextBaseline: return available - height
        }
    }

    /// Where a `size` box sits inside `rect` with `alignment` (left to right; mirror with ``place(_:in:)``); a
    /// box larger than `rect` overhangs it on the sides the alignment says.
    static func aligned(_ size: Size, in rect: Rect, _ alignment: Alignment) -> Rect {
        Rect(
            x: rect.x + offset(alignment.horizontal, width: size.width, available: rect.width),
            y: rect.y + offset(alignment.vertical, height: size.height, available: rect.height),
            width: size.width, height: size.height)
    }
}
