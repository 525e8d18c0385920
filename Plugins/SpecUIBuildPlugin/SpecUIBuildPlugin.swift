import Foundation
import PackagePlugin

/// Compiles the specs of a target into its Swift: one `specui compile --only-spec` command per view's spec (and per
/// spec whose declarations cannot be read, which `specui` then reports), and one `--only Types` command for the
/// types.
///
/// Each command lists as inputs only the specs its file can depend on (see `SpecSummary`) and the
/// `specui` tool itself, so a build with nothing changed runs no command and an edited spec reruns
/// only the commands that read it. Every command checks the whole unit, so a spec error fails the build
/// with the spec's `path:line:column`, and prints only the diagnostics of the specs it writes, so the build
/// log shows each once. A build takes no options: a `specui.json` in the target's folder (`{"disabledWarnings":
/// ["unused-state"]}`) is passed to every command with `--config`, and is an input of each, so editing it reruns them.
@main
struct SpecUIBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specURLs = target.sourceFiles
            // A YAML file the target declares as a resource (`resources: [.copy("seed.yaml")]`) is its data.
            .filter { $0.type != .resource }
            .map(\.url)
            // Named as `specui` names a spec: `.yaml` or `.yml`, in any case.
            .filter { ["yaml", "yml"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !specURLs.isEmpty else { return [] }
        // Read leniently: a spec that is not UTF-8 still gets its command, whose `specui` reports where the bad
        // bytes are.
        let specs = try specURLs.map { url in
            SpecSummary(url: url, text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        }
        let tool = try context.tool(named: "specui")
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSwift")
        let unit = specURLs.map { $0.path(percentEncoded: false) }
        let config = target.directoryURL.appending(path: "specui.json")
        let configs = FileManager.default.fileExists(atPath: config.path(percentEncoded: false)) ? [config] : []
        let configArguments = configs.flatMap { ["--config", $0.path(percentEncoded: false)] }

        func command(_ name: String, from title: String, selecting: [String], inputs: [URL]) -> Command {
            .buildCommand(
                // Named with its target: two targets may have specs of one name.
                displayName: "Generating \(name).swift from \(title) in \(target.name)",
                executable: tool.url,
                // Run in the package's directory, so the headers and diagnostics spell each spec from there,
                // wherever `swift build` runs.
                arguments: ["-C", context.package.directoryURL.path(percentEncoded: false), "compile"] + unit
                    + ["--output", output.path(percentEncoded: false)] + configArguments + selecting,
                inputFiles: inputs + configs + [tool.url],
                outputFiles: [output.appending(path: "\(name).swift")]
            )
        }

        // SwiftPM plans the commands again only when the target's files come or go, not when a spec's text
        // changes, so a view's file is named after its spec (`--only-spec`): renaming the view inside the spec
        // keeps the planned output right.
        var commands: [Command] = []
        let writesTypes = specs.contains(where: \.outline.declaresTypes)
        let typesSource = "the specs' types"
        // Two commands writing one file, or a command writing a file named like one of the target's own (whose
        // objects would be one file too), would fail the build with no spec named; the specs are named instead.
        // Names are compared ignoring case: on macOS's default file system `Footer.swift` and `footer.swift` are
        // one file.
        var ownFiles: [String: String] = [:]
        for file in target.sourceFiles where file.type == .source && file.url.pathExtension == "swift" {
            ownFiles[file.url.deletingPathExtension().lastPathComponent.lowercased()] = file.url.path(
                percentEncoded: false)
        }
        if writesTypes, let swift = ownFiles["types"] {
            throw SpecFileNameClash.ownTypesFile(swift)
        }
        var writers: [String: String] = writesTypes ? ["types": typesSource] : [:]
        for spec in specs where spec.hasOwnCommand {
            let inputs = specs.filter { other in other.url == spec.url || spec.mayDependOn(other) }.map(\.url)
            let name = spec.url.deletingPathExtension().lastPathComponent
            let path = spec.url.path(percentEncoded: false)
            if let swift = ownFiles[name.lowercased()] {
                throw SpecFileNameClash.ownFile("\(name).swift", spec: path, swift: swift)
            }
            if let other = writers.updateValue(path, forKey: name.lowercased()) {
                throw SpecFileNameClash.generated("\(name).swift", spec: path, other: other)
            }
            commands.append(
                command(
                    name, from: spec.url.lastPathComponent,
                    selecting: ["--only-spec", path], inputs: inputs))
        }
        if writesTypes {
            // Every spec: SwiftPM plans commands again only when files come or go, so a spec that declares no types
            // when they are planned may declare some at the next build.
            let inputs = specs.map(\.url)
            commands.append(
                command("Types", from: typesSource, selecting: ["--only", "Types"], inputs: inputs))
        }
        return commands
    }
}
