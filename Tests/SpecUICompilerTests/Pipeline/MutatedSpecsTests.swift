import Foundation
import SpecUICompiler
import Testing

/// Damaged copies of the repository's specs: every one must end in diagnostics that point into the file, or in a
/// clean unit the generator accepts, never in a crash.
@Suite struct MutatedSpecsTests {
    private static let specsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    /// Fragments that YAML, the decoder and the expression parser each treat specially.
    private static let fragments: [[UInt8]] = [
        ":", "-", "- ", ": ", "&a ", "*a", "&a [1, 2]", "{", "}", "[", "]", "\"", "'", "\t", "\n", "  ", "!!str ",
        "|", ">", "#", "? ", ",", "{x}", "$", "..<", "??", "é", "日本", "🙂", "\u{0}", "\r", "\u{FEFF}", "~",
        "if: ", "else:", "switch: ", "ForEach: ", "id: self", "Text: ", "VStack:\n  - ", "<<: *a",
    ].map { Array($0.utf8) }

    @Test func damagedSpecsEndInDiagnosticsOrACleanUnit() throws {
        let sources = try Self.specSources()
        #expect(sources.count >= 10)
        var random = SeededRandom(seed: 2_026)
        var failed = 0
        var clean = 0
        for round in 0..<300 {
            var unit = sources
            let target = random.below(unit.count)
            unit[target].bytes = Self.mutate(unit[target].bytes, using: &random)
            let result = Pipeline.check(unit)
            // `specui check` reads the diagnostics alone and drops each file's trees as it goes: the same report.
            #expect(Pipeline.diagnostics(of: unit) == result.diagnostics, "round \(round)")
            let lineCount = unit[target].bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count + 1
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "round \(round)")
                if diagnostic.file == unit[target].path {
                    #expect(diagnostic.location.line <= lineCount, "round \(round): \(diagnostic.message)")
                }
            }
            // Rendering reads the source lines the diagnostics point at.
            _ = DiagnosticRenderer(quoting: unit, for: result.diagnostics).render(result.diagnostics, format: .text)
            if result.hasErrors {
                failed += 1
            } else {
                let unit = try #require(result.unit, "round \(round): no errors but no unit")
                #expect(!SwiftGenerator.generate(unit).isEmpty)
                clean += 1
            }
            if round % 50 == 0 {
                // The same bytes always give the same diagnostics, whatever the scheduling of the parallel stages.
                #expect(Pipeline.check(unit).diagnostics == result.diagnostics, "round \(round)")
            }
        }
        // Most damage is caught; some leaves a different but valid spec.
        #expect(failed > 150)
        #expect(clean + failed == 300)
    }

    private static func specSources() throws -> [SpecSource] {
        let names = try FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: specsDirectory.appendingPathComponent(name))
            return SpecSource(path: "Specs/\(name)", bytes: Array(data))
        }
    }

    /// One to three edits: a fragment inserted, a range deleted, a line duplicated or the tail cut off.
    private static func mutate(_ bytes: [UInt8], using random: inout SeededRandom) -> [UInt8] {
        var bytes = bytes
        for _ in 0...random.below(3) {
            let at = random.below(bytes.count + 1)
            switch random.below(4) {
            case 0:
                bytes.insert(contentsOf: fragments[random.below(fragments.count)], at: at)
            case 1:
                bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(12)))
            case 2:
                let lineStart = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let lineEnd = bytes[at...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
                bytes.insert(contentsOf: Array(bytes[lineStart..<lineEnd]), at: lineEnd)
            default:
                bytes.removeSubrange(at...)
            }
        }
        return bytes
    }
}

/// SplitMix64: the same sequence on every run, so a failing round can be replayed.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
