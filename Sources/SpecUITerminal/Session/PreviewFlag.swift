import SpecUI

/// The values of the flags `specui preview` and `Gallery` share, read the same way by both.
///
/// Each reader gives the value or the usage message to print, so both commands accept and reject the same text.
public enum PreviewFlag {
    /// The largest frame `--size` accepts in either direction.
    ///
    /// A frame is a full grid of cells (the diff writer and ``Snapshot/lines`` need every cell), so its cost grows
    /// with its area; 1000x1000, larger than any terminal, still draws in a fraction of a second.
    public static let maximumDimension = 1000

    /// `--size WxH`, such as `80x24`.
    public static func size(_ text: String) -> Result<TerminalSize, Failure> {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        // Digits alone: `Int` would also read a sign (`+10x5`).
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...maximumDimension).contains(columns), (1...maximumDimension).contains(rows)
        else {
            return .failure(
                Failure(
                    message: "invalid size '\(text)'; expected WIDTHxHEIGHT such as 80x24, each from 1 to "
                        + "\(maximumDimension)"))
        }
        return .success(TerminalSize(columns: columns, rows: rows))
    }

    /// `--type ID=text`: typing `text` into the text field `ID`.
    public static func typing(_ text: String) -> Result<ScriptedEvent, Failure> {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            return .failure(Failure(message: "expected 'ID=text' after '--type', got '\(text)'"))
        }
        return .success(.type(String(text[..<equals]), text: String(text[text.index(after: equals)...])))
    }

    /// `--color auto|always|never`.
    public static func color(_ text: String) -> Result<ColorPreference, Failure> {
        guard let color = ColorPreference(rawValue: text) else {
            return .failure(Failure(message: "unknown color choice '\(text)'; use auto, always or never"))
        }
        return .success(color)
    }

    /// `--layout-direction ltr|rtl`.
    public static func layoutDirection(_ text: String) -> Result<LayoutDirection, Failure> {
        switch text {
        case "ltr": .success(.leftToRight)
        case "rtl": .success(.rightToLeft)
        default: .failure(Failure(message: "unknown layout direction '\(text)'; use ltr or rtl"))
        }
    }

    /// `--color-scheme light|dark`.
    public static func colorScheme(_ text: String) -> Result<ColorScheme, Failure> {
        switch text {
        case "light": .success(.light)
        case "dark": .success(.dark)
        default: .failure(Failure(message: "unknown color scheme '\(text)'; use light or dark"))
        }
    }

    /// Why a flag's value was refused, worded for the command line.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
    }
}
