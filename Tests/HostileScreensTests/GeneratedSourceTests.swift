import Foundation
import Testing

/// The Swift generated from the hostile fixture reads in an editor exactly as the compiler reads it.
@Suite struct GeneratedSourceTests {
    /// `Tests/HostileScreens`, beside this file's folder.
    static let generatedFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("HostileScreens").path

    /// Scalars that are invisible or reorder the text around them, and control characters other than a newline.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF:
            return true
        default:
            return [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
    }

    private func sources() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.generatedFolder).sorted()
        return try names.map { name in
            (name, Array(try Data(contentsOf: URL(fileURLWithPath: Self.generatedFolder + "/" + name))))
        }
    }

    @Test func noRawControlOrBidirectionalCharacterInAnyGeneratedFile() throws {
        let files = try sources()
        #expect(
            files.map(\.name) == [
                "HostileExpressionsView.swift", "HostileNamesView.swift", "HostileStringsView.swift",
                "PreviewRegistry.swift", "Types.swift",
            ])
        var found: [String] = []
        for file in files {
            let text = try #require(String(validating: file.bytes, as: UTF8.self), "\(file.name) is not UTF-8")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for scalar in line.unicodeScalars where Self.isHidden(scalar) {
                    found.append("\(file.name):\(number + 1): U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
        #expect(found == [])
    }

    @Test func hiddenCharactersAreSpelledAsEscapes() throws {
        let view = try #require(try sources().first { $0.name == "HostileStringsView.swift" })
        let text = String(decoding: view.bytes, as: UTF8.self)
        let bidirectional = Array(0x202A...0x202E) + Array(0x2066...0x2069)
        let escapes =
            ["\\0", "\\t", "\\n", "\\u{1}", "\\u{7F}", "\\u{85}", "\\u{200D}", "\\u{200E}", "\\u{200F}", "\\u{61C}"]
            + bidirectional.map { "\\u{\(String($0, radix: 16, uppercase: true))}" }
        for escape in escapes {
            #expect(text.contains(escape), "\(escape) is missing")
        }
        #expect(text.contains(#"@State private var trojan = "access\u{202E} \u{2066}// admin\u{2069} \u{2066}""#))
    }
}
