import Foundation
import SpecUICompiler
import Testing

/// `Generated/` is the checked-in output of `specui compile Specs --output Generated`; this keeps it in step.
///
/// After changing a spec or the generator, rewrite `Generated/` with
/// `SPECUI_RECORD=1 swift test --filter GeneratedReferenceTests` and review the diff.
@Suite struct GeneratedReferenceTests {
    /// The package folder, three levels above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func generatedFolderMatchesTheSpecsByteForByte() throws {
        let root = Self.packageRoot
        let paths = try SpecFiles.discover([root + "/Specs"])
        // Paths relative to the package, as `specui compile Specs` names them, and spelled from `Generated` in headers.
        let sources = try SpecFiles.read(paths).map {
            SpecSource(path: PackagePath.normalize($0.path, currentDirectory: root), bytes: $0.bytes)
        }
        #expect(sources.first?.path.hasPrefix("Specs/") == true)
        let result = Pipeline.check(sources)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let unit = try #require(result.unit)
        let specPaths = HeaderPaths(from: "Generated", currentDirectory: root)
        let generated = SwiftGenerator.generate(unit, specPaths: specPaths)
        let directory = OutputDirectory(path: root + "/Generated")
        let existing = try directory.existingFiles()
        let plan = try OutputPlan(generated: generated, existing: existing)
        if ProcessInfo.processInfo.environment["SPECUI_RECORD"] == "1" {
            try directory.apply(plan)
            return
        }
        #expect(plan.listing == "", "run with SPECUI_RECORD=1 to rewrite Generated/")
        let current = Dictionary(existing.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) }) { a, _ in a }
        for file in plan.writes {
            #expect(current[file.name] == file.contents, "Generated/\(file.name)")
        }
    }
}
