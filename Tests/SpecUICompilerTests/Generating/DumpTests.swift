import Foundation
import SpecUICompiler
import Testing

@Test func dumpRepositorySpecs() throws {
    let generated = Generated(sources: repositorySpecs().filter { !$0.path.contains("Dashboard") })
    #expect(generated.diagnostics == [])
    try? FileManager.default.createDirectory(atPath: "/tmp/cg/out", withIntermediateDirectories: true)
    for (name, contents) in generated.files {
        try contents.write(toFile: "/tmp/cg/out/\(name)", atomically: true, encoding: .utf8)
    }
}
