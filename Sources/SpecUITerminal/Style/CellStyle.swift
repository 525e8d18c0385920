/// How one cell is drawn: colors and text attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false
    public var strikethrough = false
    public var reverse = false

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, strikethrough: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.reverse = reverse
    }

    /// The terminal's default style: no colors, no attributes.
    public static let plain = CellStyle()

    /// The SGR parameters that select this style after a reset, for `mode`; empty for the plain style.
    func sgrParameters(for mode: ColorMode) -> [String] {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if italic { parameters.append("3") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if strikethrough { parameters.append("9") }
        if let foreground, let code = mode.sgr(foreground, background: false) { parameters.append(code) }
        if let background, let code = mode.sgr(background, background: true) { parameters.append(code) }
        return parameters
    }

    /// The escape sequence that switches the terminal to this style from any other, or "" when `mode` has none.
    func escape(for mode: ColorMode) -> String {
        guard mode != .plain else { return "" }
        let parameters = sgrParameters(for: mode)
        if parameters.isEmpty {
            return "\u{1B}[m"
        }
        return "\u{1B}[0;" + parameters.joined(separator: ";") + "m"
    }
}
