/// The direction a line of text is written in, from its first strongly directional letter, as Unicode's
/// bidirectional algorithm finds a paragraph's direction.
///
/// ```swift
/// WritingDirection(of: "مرحبا world") == .rightToLeft
/// WritingDirection(of: "3 مرحبا") == .rightToLeft
/// WritingDirection(of: "Hello مرحبا") == .leftToRight
/// ```
public enum WritingDirection: Sendable {
    case leftToRight
    case rightToLeft

    /// The direction of `text`'s first letter; left to right when it has none (digits, punctuation, spaces).
    public init(of text: some StringProtocol) {
        let first = text.unicodeScalars.first { $0.properties.isAlphabetic }
        self = first.map(Self.isRightToLeft) == true ? .rightToLeft : .leftToRight
    }

    /// Whether `scalar` is in a block of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and the
    /// others of Unicode's right-to-left ranges, their presentation forms included).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
