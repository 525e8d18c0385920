/// Generates idiomatic SwiftUI-style Swift from a checked unit: one file per view, `Types.swift` and
/// `PreviewRegistry.swift`.
package enum SwiftGenerator {
    /// The files for a unit whose specs checked clean, sorted by name and byte-identical for identical input.
    ///
    /// `sources` are the unit's spec bytes, which each header's hash covers; their order does not matter.
    /// `options` decide how bodies are split into subviews; the defaults are what `specui compile` writes.
    /// `selecting` names the files to generate (`TodoRow.swift`), for a build system that writes one per command;
    /// nil generates them all. `specPaths` spells the specs in headers (`specui compile` names them from the output
    /// directory); by default as the unit names them.
    package static func generate(
        _ unit: CheckedUnit, sources: [SpecSource], options: SubviewPlanner.Options = .init(),
        selecting names: Set<String>? = nil, specPaths: HeaderPaths = .init()
    ) -> [GeneratedFile] {
        var plans = plans(unit, sources: sources, options: options, specPaths: specPaths)
        if let names { plans = plans.filter { names.contains($0.name) } }
        // Each file depends only on the unit, so they are written across all cores.
        return plans.concurrentMap { GeneratedFile(name: $0.name, contents: $0.render()) }
    }

    /// The names of the files `generate` writes for `unit`, sorted, without generating them.
    package static func fileNames(_ unit: CheckedUnit) -> [String] {
        plans(unit, sources: [], options: .init(), specPaths: .init()).map(\.name)
    }

    /// The file `view` is generated into: `TodoRow.swift`.
    package static func fileName(of view: ViewDecl) -> String {
        "\(view.name.name).swift"
    }

    /// One file the unit generates: its name, and how to render it.
    private struct Plan: Sendable {
        var name: String
        var render: @Sendable () -> String
    }

    /// Every file of the unit, sorted by name: one per view, `PreviewRegistry.swift` when there are views and
    /// `Types.swift` when there are types.
    private static func plans(
        _ unit: CheckedUnit, sources: [SpecSource], options: SubviewPlanner.Options, specPaths: HeaderPaths
    ) -> [Plan] {
        let sources = Dictionary(sources.map { ($0.path, $0.bytes) }) { first, _ in first }
        let files = unit.files.sorted { $0.path < $1.path }
        let fileScopeNames = FileScopeNames(unit)
        let unit = GeneratorUnit(files: files)
        let expressions = ExpressionTranslator(unit: unit)
        let viewFiles = files.filter { $0.view != nil }
        var plans = viewFiles.compactMap { file in
            file.view.map { view in
                Plan(name: fileName(of: view)) {
                    let source = SwiftSourceFile(
                        header: header(paths: [file.path], sources: sources, specPaths: specPaths),
                        declarations: ViewTranslator(
                            expressions: expressions, view: view, fileScopeNames: fileScopeNames, options: options
                        ).declarations
                    )
                    return SwiftRenderer.render(source)
                }
            }
        }
        if !viewFiles.isEmpty {
            plans.append(
                Plan(name: RegistryTranslator.name + ".swift") {
                    let views = viewFiles.compactMap(\.view).sorted { $0.name.name < $1.name.name }
                    let source = SwiftSourceFile(
                        header: header(paths: viewFiles.map(\.path), sources: sources, specPaths: specPaths),
                        declarations: RegistryTranslator(expressions: expressions, views: views).declarations
                    )
                    return SwiftRenderer.render(source)
                })
        }
        let typeFiles = files.filter { !$0.types.isEmpty }
        if !typeFiles.isEmpty {
            plans.append(
                Plan(name: "Types.swift") {
                    let types = typeFiles.flatMap(\.types).sorted { $0.name.name < $1.name.name }
                    let source = SwiftSourceFile(
                        header: header(paths: typeFiles.map(\.path), sources: sources, specPaths: specPaths),
                        declarations: TypeTranslator.declarations(types)
                    )
                    return SwiftRenderer.render(source)
                })
        }
        return plans.sorted { $0.name < $1.name }
    }

    /// The header naming the specs a file comes from, spelled by `specPaths`, and the hash of their bytes.
    ///
    /// The specs are listed in the order of their spelling, which does not depend on where the run starts.
    static func header(paths: [String], sources: [String: [UInt8]], specPaths: HeaderPaths) -> [String] {
        let specs = paths.map { (spelling: specPaths.spelling($0), path: $0) }.sorted { $0.spelling < $1.spelling }
        let bytes = specs.map { spec in
            guard let source = sources[spec.path] else {
                preconditionFailure("no source bytes given for '\(spec.path)'")
            }
            return source
        }
        // A path is printed in a comment: it must not be able to end the comment line.
        let names = specs.map { SwiftStringLiteral.escape($0.spelling) }.joined(separator: ", ")
        return [
            "Generated by specui from \(names). Do not edit.",
            "specui-hash: \(ContentHash.hex(of: bytes))",
        ]
    }
}
