import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-screens [--target T] [--specs DIR] [OPTION...]`:
/// runs `specui compile` from the package's folder, writing `Generated/` (or target T's folder) from `Specs/`.
///
/// Other options (`--check`, `--disable-warning CODE`) are passed on to `specui compile`.
@main
struct GenerateScreens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let targets = arguments.extractOption(named: "target")
        let specsOptions = arguments.extractOption(named: "specs")
        // As `specui` does for an option that takes one value: which folder was meant cannot be known.
        guard specsOptions.count < 2 else {
            Diagnostics.error("'--specs' is given twice: '\(specsOptions[0])' and '\(specsOptions[1])'")
            exit(2)
        }
        let specs = specsOptions.first ?? "Specs"
        let package = context.package.directoryURL
        var outputs: [String] = []
        if targets.isEmpty {
            outputs = ["Generated"]
        } else {
            for target in try context.package.targets(named: targets) {
                outputs.append(relative(target.directoryURL, to: package))
            }
        }
        let tool = try context.tool(named: "specui")
        for output in outputs {
            let process = Process()
            process.executableURL = tool.url
            process.arguments = ["compile", specs, "--output", output] + arguments.remainingArguments
            process.currentDirectoryURL = package
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("specui compile \(specs) --output \(output) failed")
                exit(process.terminationStatus)
            }
        }
    }

    /// `url`'s path inside `base`, so generated headers name specs the same way on every machine.
    private func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        var prefix = base.standardizedFileURL.path(percentEncoded: false)
        if !prefix.hasSuffix("/") { prefix += "/" }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
