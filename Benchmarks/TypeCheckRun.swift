import Foundation

/// One `swiftc -typecheck` of generated files against SpecUI: its wall time and each function body's time.
struct TypeCheckRun {
    /// A function body as `-debug-time-function-bodies` reports it, named `Type.member`.
    struct Body {
        var milliseconds: Double
        var name: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let variant: String
    let files: Int
    /// Structs conforming to `View` across the files.
    let views: Int
    let seconds: Double
    let bodies: [Body]

    var slowest: Body? {
        bodies.max { $0.milliseconds < $1.milliseconds }
    }

    init(variant: String, paths: [String], modules: String) throws {
        self.variant = variant
        files = paths.count
        views = try paths.reduce(0) { total, path in
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            return total
                + lines.filter { $0.hasPrefix("struct ") || $0.hasPrefix("private struct ") }
                .filter { $0.contains(": View") }.count
        }

        let arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "BudgetScreens",
                "-I", modules,
                "-Xfrontend", "-warn-long-function-bodies=\(TypeCheckBenchmark.budgetMilliseconds)",
                "-Xfrontend", "-debug-time-function-bodies",
            ] + paths
        var output = ""
        let elapsed = try ContinuousClock().measure { output = try Self.run(arguments) }
        seconds = elapsed.seconds
        bodies = output.split(separator: "\n").compactMap(Self.body(from:))
    }

    /// Parses `12.34ms\t/tmp/a/B.swift:59:25\tgetter BudgetScreens.(file).BudgetScreenGroup.body.getter@/tmp/a/B.swift:59:25`
    /// into `12.34` and `BudgetScreenGroup.body`.
    private static func body(from line: Substring) -> Body? {
        let fields = line.split(separator: "\t")
        guard fields.count == 3, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)) else {
            return nil
        }
        let description = fields[2].split(separator: " ", maxSplits: 1).last ?? fields[2]
        var components = description.prefix { $0 != "@" }.split(separator: ".")
        // Drop the module and file scope in front and the accessor kind behind: `Type.member` is left.
        if let file = components.firstIndex(of: "(file)") {
            components.removeSubrange(...file)
        }
        if let last = components.last, ["getter", "setter", "modify", "_read"].contains(last) {
            components.removeLast()
        }
        return Body(milliseconds: milliseconds, name: components.joined(separator: "."))
    }

    /// Runs a command and returns what it wrote to standard output and standard error; throws when it fails.
    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let outputPath = NSTemporaryDirectory() + "specui-typecheck-output-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let text = try String(contentsOfFile: outputPath, encoding: .utf8)
        guard process.terminationStatus == 0 else {
            let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(5)
            throw Failure(
                description: "swiftc exited with \(process.terminationStatus):\n" + errors.joined(separator: "\n"))
        }
        return text
    }
}
