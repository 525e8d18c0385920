import Foundation
import SpecUICompiler

/// Spec texts run through the whole front end and the generator, as `specui compile` would.
struct Generated {
    /// Generated file name to contents.
    let files: [String: String]
    /// The generated file names in the order the generator returned them.
    let names: [String]
    /// Diagnostics of the front end, as `path:line:column: code: message`; a snippet test expects none.
    let diagnostics: [String]

    /// `specs` maps a path such as `Specs/CounterView.yaml` to the spec text.
    init(_ specs: [String: String]) {
        self.init(sources: specs.map { SpecSource(path: $0.key, bytes: Array($0.value.utf8)) })
    }

    init(sources: [SpecSource]) {
        var diagnostics: [Diagnostic] = []
        let files = sources.compactMap { source -> SpecFile? in
            guard let root = YAMLLoader.load(source.bytes, path: source.path, diagnostics: &diagnostics) else {
                return nil
            }
            return SpecDecoder.decode(root, path: source.path, diagnostics: &diagnostics)
        }
        let unit = UnitChecker.check(files, diagnostics: &diagnostics)
        self.diagnostics = diagnostics.filter { $0.severity == .error }.map {
            "\($0.file):\($0.location): \($0.code): \($0.message)"
        }
        // Like `specui compile`, generate only for a unit that checked clean.
        let generated = self.diagnostics.isEmpty ? SwiftGenerator.generate(unit) : []
        self.files = Dictionary(uniqueKeysWithValues: generated.map { ($0.name, $0.contents) })
        self.names = generated.map(\.name)
    }

    /// One file without its two header lines and the import block, which every file shares.
    func body(of name: String) -> String {
        guard let contents = files[name] else { return "<no \(name)>" }
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst(9).joined(separator: "\n")
    }
}

/// A single-view unit with the shared record and enum types that snippets use.
func generateView(_ spec: String, name: String = "TestView", extraTypes: String = "") -> Generated {
    Generated([
        "Specs/\(name).yaml": spec,
        "Specs/Types.yaml": """
        types:
          Todo:
            id: Int
            title: String
            done: Bool
          Status: [loading, loaded, failed]
        \(extraTypes)
        """,
    ])
}

/// The repository's Specs/ directory, read from disk.
func repositorySpecs() -> [SpecSource] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { name in
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(name).path) else {
            return nil
        }
        return SpecSource(path: "Specs/\(name)", bytes: Array(data))
    }
}
