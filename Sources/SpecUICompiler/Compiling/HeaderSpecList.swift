import Foundation

/// The spec paths a generated file's header names (`A.yaml, B.yaml`), each escaped as inside a Swift string literal.
///
/// A path may itself hold `, `, so the list is read as the pieces between separators, and a path as a run of
/// consecutive pieces; a path with a quote, a backslash or a control character is compared escaped and looked up
/// on disk unescaped.
package struct HeaderSpecList: Hashable, Sendable {
    /// The escaped pieces between the `, ` separators.
    package var pieces: [String]

    /// The longest run of pieces tried as one path on disk: a path with more than 15 `, ` in it is not looked for.
    static let longestRun = 16

    package init(_ list: String) {
        pieces = list.components(separatedBy: ", ")
    }

    /// Whether `escapedPath`, spelled as the header spells it, is one of the paths named.
    package func names(_ escapedPath: String) -> Bool {
        let parts = escapedPath.components(separatedBy: ", ")
        guard parts.count <= pieces.count else { return false }
        return (0...(pieces.count - parts.count)).contains { start in
            pieces[start..<start + parts.count].elementsEqual(parts)
        }
    }

    /// The first path named that still exists by `exists` of its unescaped spelling, unescaped; nil when none does.
    package func firstExisting(_ exists: (String) -> Bool) -> String? {
        for start in pieces.indices {
            var path = ""
            for end in start..<min(start + Self.longestRun, pieces.count) {
                path += (end == start ? "" : ", ") + pieces[end]
                let unescaped = Self.unescape(path)
                if exists(unescaped) { return unescaped }
            }
        }
        return nil
    }

    /// The text `SwiftStringLiteral.escape` spelled as `escaped`.
    package static func unescape(_ escaped: String) -> String {
        guard escaped.contains("\\") else { return escaped }
        let scalars = Array(escaped.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\", index < scalars.count else {
                result.append(scalar)
                continue
            }
            let letter = scalars[index]
            index += 1
            switch letter {
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[index + 1..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else {
                    result.append(letter)
                    continue
                }
                result.append(decoded)
                index = close + 1
            default: result.append(letter)
            }
        }
        return String(result)
    }
}
