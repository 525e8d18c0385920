/// Spells text as the inside of a Swift string literal that means exactly that text.
///
/// Quotes and backslashes are escaped, so `\(`, `"""` and `#` lose any meaning;
/// control characters, line and paragraph separators, and invisible format
/// characters (bidirectional overrides and isolates, zero-width characters,
/// the byte-order mark) become `\u{...}` escapes so the generated code reads
/// the same in any editor as what the compiler sees (Trojan Source).
package enum SwiftStringLiteral {
    /// The escaped contents, without the surrounding quotes.
    package static func escape(_ text: String) -> String {
        // Most text is printable ASCII without quotes or backslashes, which stays as it is.
        let isPlain = text.utf8.allSatisfy { byte in
            (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
        }
        if isPlain { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if mustEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether a scalar is invisible or changes how the text around it is displayed.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E:
            return false
        // C0, DEL, C1; bidirectional marks, embeddings, overrides and isolates; zero-width characters; BOM.
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF:
            return true
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse: return true
            default: return false
            }
        }
    }
}
