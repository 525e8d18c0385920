import Foundation
import SpecUICompiler

/// Type-checks two generated ~500-node screens with `swiftc`, split into subviews as `specui compile` writes them
/// and unsplit (extraction off), and reports the slowest function bodies of each: one of nested sections, and one
/// flat `VStack` of rows side by side.
enum TypeCheckBenchmark {
    /// A body slower than this is what `-warn-long-function-bodies` flags and what extraction must prevent.
    static let budgetMilliseconds = 100

    static func run(_ arguments: [String]) -> Int32 {
        var sections = TypeCheckSpec(sections: 19).sections
        var moduleDirectory: String?
        var keep = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sections":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { return usage() }
                sections = value
            case "--module-dir":
                guard let value = remaining.popFirst() else { return usage() }
                moduleDirectory = value
            case "--keep":
                keep = true
            default:
                return usage()
            }
        }
        guard let modules = moduleDirectory ?? findSpecUIModule() else {
            fail("cannot find SpecUI.swiftmodule next to this executable; build SpecUI first or pass --module-dir")
            return 2
        }

        var spec = TypeCheckSpec(sections: sections)
        let sectioned = spec.files()
        // As many nodes as the sectioned screen: its rows and the stack holding them.
        let flatRows = spec.nodeCount - 1
        let screens = [("", sectioned), ("flat ", TypeCheckSpec.flatFiles(rows: flatRows))]
        var units: [(name: String, unit: CheckedUnit)] = []
        for (name, sources) in screens {
            let checked = Pipeline.check(sources)
            let errors = checked.diagnostics.filter { $0.severity == .error }
            guard let unit = checked.unit, errors.isEmpty else {
                for error in errors { fail("\(error.file):\(error.location): \(error.message) [\(error.code)]") }
                return 2
            }
            units.append((name, unit))
        }

        let root = NSTemporaryDirectory() + "specui-typecheck-" + UUID().uuidString
        defer {
            if !keep { try? FileManager.default.removeItem(atPath: root) }
        }
        let variants: [(name: String, options: SubviewPlanner.Options)] = [
            ("split", .init(extractsSubviews: true)),
            ("unsplit", .init(extractsSubviews: false)),
        ]
        let shownModules =
            modules.hasPrefix(FileManager.default.currentDirectoryPath + "/")
            ? String(modules.dropFirst(FileManager.default.currentDirectoryPath.count + 1)) : modules
        print(
            "screens: \(spec.nodeCount) view nodes in \(sections) sections, and a VStack of \(flatRows) rows; "
                + "swiftc -typecheck against \(shownModules)")
        var rows: [TypeCheckRun] = []
        for screen in units {
            for variant in variants {
                let files = SwiftGenerator.generate(screen.unit, options: variant.options)
                let name = screen.name + variant.name
                let directory = root + "/" + name.replacingOccurrences(of: " ", with: "-")
                do {
                    let paths = try write(files, to: directory)
                    rows.append(try TypeCheckRun(variant: name, paths: paths, modules: modules))
                } catch {
                    fail("\(name): \(error)")
                    return 1
                }
            }
        }
        print(table(rows))
        for row in rows {
            let slow = row.bodies.filter { $0.milliseconds > Double(budgetMilliseconds) }
                .sorted { $0.milliseconds > $1.milliseconds }
            for body in slow {
                print("\(row.variant): \(body.name) took \(format(body.milliseconds)) ms")
            }
        }
        if keep { print("sources kept in \(root)") }
        return 0
    }

    private static func table(_ rows: [TypeCheckRun]) -> String {
        let header = [
            "variant", "files", "views", "total typecheck s", "slowest function body ms (name)",
            "bodies over \(budgetMilliseconds) ms",
        ]
        let cells = rows.map { row in
            let slowest = row.slowest.map { "\(format($0.milliseconds)) (\($0.name))" } ?? "-"
            return [
                row.variant, "\(row.files)", "\(row.views)", format(row.seconds, digits: 2), slowest,
                "\(row.bodies.filter { $0.milliseconds > Double(budgetMilliseconds) }.count)",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ values: [String]) -> String {
            "| "
                + zip(values, widths).map { pad($0, $1) }
                .joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
    }

    /// Writes the generated files into a fresh directory and returns their paths.
    private static func write(_ files: [GeneratedFile], to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try files.map { file in
            let path = directory + "/" + file.name
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// The build folder holding `SpecUI.swiftmodule`: this executable's own (`.build/release`), then the others.
    private static func findSpecUIModule() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let own = executable.deletingLastPathComponent().path
        let buildRoot = URL(fileURLWithPath: own).deletingLastPathComponent().path
        let candidates = [own, buildRoot + "/release", buildRoot + "/debug"].flatMap { [$0 + "/Modules", $0] }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SpecUI.swiftmodule") }
    }

    private static func usage() -> Int32 {
        fail("usage: SpecUIBenchmarks typecheck [--sections N] [--module-dir DIR] [--keep]")
        return 2
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
