import CYAML
import Foundation
import SpecUICompiler

/// Measures the compiler front end against libyaml's own event scan of the same bytes, side by side.
enum CompileBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var fileCount = 2_000
        var rounds = 5
        var only: String?
        var corpusDirectory: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let value = remaining.popFirst()
            switch (argument, value.flatMap(Int.init)) {
            case ("--write-corpus", _) where value != nil: corpusDirectory = value
            case ("--files", let number?) where number > 0: fileCount = number
            case ("--rounds", let number?) where number > 0: rounds = number
            case ("--only", _) where ["scan", "load", "decode", "check", "compile"].contains(value ?? ""): only = value
            default:
                let usage =
                    "usage: SpecUIBenchmarks compile [--files N] [--rounds N]"
                    + " [--only scan|load|decode|check|compile] [--write-corpus DIR]\n"
                FileHandle.standardError.write(Data(usage.utf8))
                return 2
            }
        }
        if let corpusDirectory {
            // The corpus alone, kept, to run `specui` itself on it.
            do {
                _ = try writeAndReadCorpus(count: fileCount, into: corpusDirectory)
                return 0
            } catch {
                FileHandle.standardError.write(Data("cannot write the corpus: \(error)\n".utf8))
                return 2
            }
        }
        let directory = NSTemporaryDirectory() + "specui-benchmark-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sources: [SpecSource]
        do {
            sources = try writeAndReadCorpus(count: fileCount, into: directory)
        } catch {
            FileHandle.standardError.write(Data("cannot write the corpus: \(error)\n".utf8))
            return 2
        }
        let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
        if let only {
            // One stage alone, for a profiler; the median time of a round goes to stderr.
            var times: [Duration] = []
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                defer { times.append(ContinuousClock.now - start) }
                switch only {
                case "scan": blackHole(scanEvents(sources))
                case "load": blackHole(loadAll(sources))
                case "decode": blackHole(Pipeline.decodeAll(sources).count)
                case "compile": blackHole(compileAll(sources))
                default: blackHole(Pipeline.diagnostics(of: sources).count)
                }
            }
            let line = "\(only): median \(format(median(times).seconds * 1000, 1)) ms of \(rounds) rounds\n"
            FileHandle.standardError.write(Data(line.utf8))
            return 0
        }

        let diagnostics = Pipeline.diagnostics(of: sources)
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.count - errors.count

        var scan: [Duration] = []
        var parallelScan: [Duration] = []
        var load: [Duration] = []
        var check: [Duration] = []
        var compile: [Duration] = []
        let clock = ContinuousClock()
        var events = 0
        for _ in 0..<rounds {
            scan.append(clock.measure { events = scanEvents(sources) })
            parallelScan.append(clock.measure { blackHole(scanEventsOnAllCores(sources)) })
            load.append(clock.measure { blackHole(loadAll(sources)) })
            check.append(clock.measure { blackHole(Pipeline.diagnostics(of: sources).count) })
            compile.append(clock.measure { blackHole(compileAll(sources)) })
        }
        let pyYAML = PyYAMLLoad.median(directory: directory, rounds: rounds)

        let megabytes = Double(totalBytes) / 1_000_000
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print(
            "corpus: \(sources.count) specs, \(format(megabytes, 1)) MB, \(events) libyaml events; "
                + "\(rounds) rounds; \(cores) cores")
        print("corpus check: \(errors.count) errors, \(warnings) warnings")
        if let error = errors.first {
            print("first error: \(error.file):\(error.location): \(error.message) [\(error.code)]")
        }
        let scanMedian = median(scan)
        let parallelScanMedian = median(parallelScan)
        // The pipeline loads, decodes and checks files on all cores; the last column compares it with a
        // scan that does too.
        let rows = [
            ("libyaml event scan", "1 thread", scanMedian),
            ("libyaml event scan", "all cores", parallelScanMedian),
            ("load", "1 thread", median(load)),
            ("load+decode+check", "all cores", median(check)),
            ("+ generate Swift", "all cores", median(compile)),
        ]
        print(
            pad("stage", 20) + pad("threads", 11) + pad("median ms", 11, right: true) + pad("vs scan", 9, right: true)
                + pad("vs scan on all cores", 22, right: true))
        for (name, threads, time) in rows + (pyYAML.map { [("PyYAML CLoader load", "1 thread", $0)] } ?? []) {
            print(
                pad(name, 20) + pad(threads, 11) + pad(format(time.seconds * 1000, 1), 11, right: true)
                    + pad(format(time.seconds / scanMedian.seconds, 2) + "x", 9, right: true)
                    + pad(format(time.seconds / parallelScanMedian.seconds, 2) + "x", 22, right: true))
        }
        if pyYAML == nil {
            print("PyYAML CLoader load: not measured (needs python3 with PyYAML built with libyaml)")
        }
        return 0
    }

    /// The Syntax stage alone: every file's YAML tree, all kept until the count is taken.
    private static func loadAll(_ sources: [SpecSource]) -> Int {
        var diagnostics: [Diagnostic] = []
        return sources.compactMap { YAMLLoader.load($0.bytes, path: $0.path, diagnostics: &diagnostics) }.count
    }

    /// What `specui compile` does before writing: load, decode, check and generate every view's Swift source.
    private static func compileAll(_ sources: [SpecSource]) -> Int {
        guard let unit = Pipeline.check(sources).unit else { return 0 }
        return SwiftGenerator.generate(unit).reduce(0) { $0 + $1.contents.utf8.count }
    }

    /// libyaml alone: parse every event of every file and delete it, nothing else.
    static func scanEvents(_ sources: [SpecSource]) -> Int {
        sources.reduce(0) { $0 + scanEvents($1) }
    }

    /// The same scan with the files spread over all cores, the way the pipeline spreads them.
    static func scanEventsOnAllCores(_ sources: [SpecSource]) -> Int {
        sources.concurrentMap(scanEvents).reduce(0, +)
    }

    /// The number of events libyaml reports for one file.
    private static func scanEvents(_ source: SpecSource) -> Int {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1, let base = buffer.baseAddress else { return 0 }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { break }
            }
            return count
        }
    }

    /// Writes the corpus into `directory` and reads it back the way `specui` does.
    private static func writeAndReadCorpus(count: Int, into directory: String) throws -> [SpecSource] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var corpus = SpecCorpus(seed: 2_026)
        for file in corpus.files(count: count) {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: directory + "/" + file.name))
        }
        return try SpecFiles.read(try SpecFiles.discover([directory]))
    }

    private static func median(_ values: [Duration]) -> Duration {
        values.sorted()[values.count / 2]
    }

    private static func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    @inline(never)
    private static func blackHole(_ value: Int) {
        if value == Int.min { print(value) }
    }
}
