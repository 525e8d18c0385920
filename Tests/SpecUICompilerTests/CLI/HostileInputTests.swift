import Foundation
import SpecUICompiler
import Testing

/// Malformed and hostile files: each gets one clear diagnostic and exit status 1, within a second.
@Suite struct HostileInputTests {
    private func check(_ name: String, _ bytes: [UInt8]) throws -> (CommandRun, Duration, String) {
        let specs = try SpecDirectory([name: bytes])
        var run: CommandRun?
        let elapsed = ContinuousClock().measure { run = CommandRun(["check", specs.path]) }
        let result = try #require(run)
        #expect(result.exitCode == .specErrors)
        #expect(elapsed < .seconds(1))
        return (result, elapsed, specs.file(name))
    }

    private func headline(_ run: CommandRun) -> String {
        String(run.error.prefix { $0 != "\n" })
    }

    static let billionLaughs: String = {
        var text = "view: Bomb\nstate:\n  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text +=
                "  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        return text + "body:\n  - Text: \"{a9.count}\"\n"
    }()

    @Test func billionLaughsUnderState() throws {
        let (run, _, path) = try check("Bomb.yaml", Array(Self.billionLaughs.utf8))
        #expect(
            headline(run)
                == "\(path):7:47: error: alias '*a3' expands past the limit of 100000 nodes [alias-expansion-limit]")
    }

    @Test func nestingThreeHundredDeep() throws {
        let text = "view: Deep\nstate:\n  x: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let (run, _, path) = try check("Deep.yaml", Array(text.utf8))
        #expect(headline(run) == "\(path):3:260: error: nesting is deeper than 256 levels [nesting-too-deep]")
    }

    @Test func invalidUTF8() throws {
        let (run, _, path) = try check("Bad.yaml", Array("view: Bad\ntitle: ".utf8) + [0xC3, 0x28])
        #expect(
            headline(run)
                == "\(path):2:8: error: the file is not valid UTF-8: byte 0xC3 cannot appear here; save the file as UTF-8 [invalid-utf8]"
        )
    }

    @Test func utf16FileSavedByAWindowsEditor() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + "view: Wide\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (run, _, path) = try check("Wide.yaml", bytes)
        // The whole report: read as UTF-8 the file's lines are NULs and stray bytes, so none is quoted.
        #expect(
            run.error
                == "\(path):1:1: error: the file is encoded as UTF-16 little-endian (its byte order mark is FF FE); "
                + "SpecUI reads UTF-8: save the file as UTF-8 [invalid-utf8]\n"
        )
    }

    @Test func twentyMebibyteFile() throws {
        let line = "- padding padding padding padding padding padding padding padding\n"
        let bytes = Array(String(repeating: line, count: 20 * 1024 * 1024 / line.utf8.count + 1).utf8)
        let (run, _, path) = try check("Huge.yaml", bytes)
        #expect(
            headline(run)
                == "\(path):1:1: error: the file is larger than 16 MiB (16777216 bytes), the limit for a spec [file-too-large]"
        )
    }

    @Test func binaryGarbage() throws {
        var generator = SystemRandomNumberGenerator()
        let garbage =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let (run, _, path) = try check("Image.yaml", garbage)
        #expect(
            headline(run)
                == "\(path):1:1: error: the file is not valid UTF-8: byte 0x89 cannot appear here; save the file as UTF-8 [invalid-utf8]"
        )
        let (nul, _, nulPath) = try check("Zeros.yaml", Array("view: A\n".utf8) + [UInt8](repeating: 0, count: 64))
        #expect(
            headline(nul)
                == "\(nulPath):2:1: error: the file contains a NUL byte; it looks like a binary file, not a YAML spec [binary-file]"
        )
    }

    @Test func emptyFile() throws {
        let (run, _, path) = try check("Empty.yaml", [])
        #expect(
            headline(run)
                == "\(path):1:1: error: the file is empty; a spec is a mapping with a 'view:' or 'types:' key [empty-file]"
        )
    }

    @Test func twoDocuments() throws {
        let (run, _, path) = try check("Two.yaml", Array("view: A\nbody: [Spacer]\n---\nview: B\n".utf8))
        #expect(
            headline(run)
                == "\(path):3:1: error: a spec file holds one YAML document; this starts a second one [multiple-documents]"
        )
    }

    @Test func topLevelScalar() throws {
        let (run, _, path) = try check("Scalar.yaml", Array("just some words\n".utf8))
        #expect(
            headline(run)
                == "\(path):1:1: error: a spec must be a mapping with a 'view:' or 'types:' key; found a scalar [root-not-mapping]"
        )
    }
}
