/// How much of the escape-code vocabulary the output may use.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// No escape codes at all: plain text (TERM=dumb, or output that is not a terminal).
    case plain
    /// Attributes (bold, dim, underline, reverse) but no colors (NO_COLOR).
    case monochrome
    /// The 16 ANSI colors.
    case ansi16
    /// The xterm 256-color palette.
    case ansi256
    /// 24-bit colors.
    case trueColor

    /// The mode a terminal with this `environment` supports; `plain` when the output is not a terminal.
    ///
    /// TERM=dumb means no escapes; NO_COLOR set to any value but the empty one (as no-color.org has it), or a
    /// TERM named for a monochrome mode (`-m` or `-mono` at its end, as terminfo names them: `xterm-mono`), means no
    /// colors; COLORTERM=truecolor or 24bit means truecolor; a TERM containing `256color` means 256 colors; anything
    /// else 16.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
        guard isTerminal, environment["TERM"] != "dumb" else { return .plain }
        let term = environment["TERM"] ?? ""
        if !(environment["NO_COLOR"] ?? "").isEmpty || term.hasSuffix("-m") || term.hasSuffix("-mono") {
            return .monochrome
        }
        if let colorTerm = environment["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if term.contains("256color") {
            return .ansi256
        }
        return .ansi16
    }

    /// Whether this mode writes escape codes.
    public var usesEscapes: Bool { self != .plain }

    /// The SGR parameter selecting `color` as foreground or background, or nil when the mode has no colors.
    func sgr(_ color: TerminalColor, background: Bool) -> String? {
        switch self {
        case .plain, .monochrome:
            return nil
        case .ansi16:
            let index = Int(color.ansi16)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        case .ansi256:
            return (background ? "48;5;" : "38;5;") + String(color.rgb.nearest256)
        case .trueColor:
            let rgb = color.rgb
            return (background ? "48;2;" : "38;2;") + "\(rgb.red);\(rgb.green);\(rgb.blue)"
        }
    }
}
