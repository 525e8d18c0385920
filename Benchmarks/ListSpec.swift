import Foundation
import SpecUICompiler

/// The benchmark's screen as specs (Benchmarks/ListSpecs): the interpreted side runs them, and the compiled side
/// runs their `specui compile` output in Benchmarks/ListScreens.
enum ListSpec {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ListSpecs")

    /// The specs with the paths their generated headers name.
    static func files() throws -> [SpecSource] {
        try ["Types", "ListRow", "ListScreen"].map { name in
            let data = try Data(contentsOf: directory.appendingPathComponent("\(name).yaml"))
            return SpecSource(path: "Benchmarks/ListSpecs/\(name).yaml", bytes: Array(data))
        }
    }
}
