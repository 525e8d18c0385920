import Foundation
import SpecUICompiler
import Testing

@Suite struct SpecsCheckingTests {
    /// The repository's Specs/ directory, found from this file's path.
    private static let specsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    @Test func everySpecInTheRepositoryChecksClean() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.specsDirectory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 4)
        let files = try names.map { name in
            ("Specs/\(name)", try String(contentsOf: Self.specsDirectory.appendingPathComponent(name), encoding: .utf8))
        }
        let result = checkSpecs(files)
        #expect(result.lines == [])
        for view in result.unit.viewsSortedByName {
            #expect(view.state.allSatisfy { $0.type != nil && $0.initial.type != nil }, "\(view.name)")
        }
    }
}
