import Foundation

/// Benchmarks by name; `swift run -c release SpecUIBenchmarks <name>` runs one.
let benchmarks: [(name: String, summary: String, run: ([String]) -> Int32)] = [
    (
        "compile",
        "libyaml's event scan vs load, load+decode+check, + generate and PyYAML's C loader, over a 2,000-spec corpus",
        CompileBenchmark.run
    ),
    (
        "list", "a 10,000-row List of toggles in 80x24: first frame and one toggle, compiled vs interpreted",
        ListBenchmark.run
    ),
    (
        "scaling",
        "specui check of one construct at n and 4n (misspelled cases, labels, views, names; many states and props)",
        ScalingBenchmark.run
    ),
    (
        "typecheck",
        "swiftc -typecheck of generated ~500-node screens, sectioned and flat: split into subviews vs unsplit",
        TypeCheckBenchmark.run
    ),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) {
    exit(benchmark.run(Array(arguments.dropFirst())))
}
var usage = "usage: SpecUIBenchmarks <benchmark> [options]\n\nbenchmarks:\n"
for benchmark in benchmarks { usage += "  \(benchmark.name)  \(benchmark.summary)\n" }
FileHandle.standardError.write(Data(usage.utf8))
exit(arguments == ["--help"] ? 0 : 2)
