import Foundation

/// PyYAML's C loader (`yaml.load(..., Loader=yaml.CLoader)`) over the corpus, timed in its own process.
///
/// DESIGN.md asks the front end to beat it. Files are read before the clock
/// starts, as the benchmark's own stages have them in memory; each round loads
/// every file into Python objects, on one thread.
enum PyYAMLLoad {
    private static let script = """
        import os, sys, time, yaml
        directory, rounds = sys.argv[1], int(sys.argv[2])
        names = sorted(n for n in os.listdir(directory) if n.endswith(".yaml"))
        texts = [open(os.path.join(directory, n), "rb").read() for n in names]
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            for text in texts:
                yaml.load(text, Loader=yaml.CLoader)
            times.append(time.perf_counter() - start)
        print(sorted(times)[len(times) // 2])
        """

    /// The median time of one round, or nil when python3 or PyYAML's C loader is missing.
    static func median(directory: String, rounds: Int) -> Duration? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory, String(rounds)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let seconds = Double(text) else { return nil }
        return .nanoseconds(Int64(seconds * 1e9))
    }
}
