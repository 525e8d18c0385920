import Foundation
import Testing

/// Runs the built `specui` executable, to check that `preview` is wired in and prints a frame into a pipe.
@Suite struct PreviewExecutableTests {
    /// The `specui` binary built next to the test bundle (`swift build --build-tests` builds both).
    private static var executable: URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("specui")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    @Test func previewIntoAPipePrintsOneFrameAndTheTrace() throws {
        let executable = try #require(Self.executable, "build the specui product first")
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "preview", PreviewRunPaths.counter, "--tap", "زيادة", "--size", "24x3", "--trace",
        ]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: outputData, as: UTF8.self) == "       العداد: 1\n        ╭─────╮\n        │زيادة│\n")
        #expect(
            String(decoding: errorData, as: UTF8.self)
                == "CounterView: @self, @identity, _count changed.\nCounterView: _count changed.\n"
                + "body-evaluations: CounterView=2\n")
    }

    @Test func helpListsPreview() throws {
        let executable = try #require(Self.executable, "build the specui product first")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            String(decoding: data, as: UTF8.self).contains(
                "  preview  show a spec's view in the terminal, or print one frame of it\n"))
    }
}

/// Paths of the repository's specs, found from this file.
enum PreviewRunPaths {
    static let counter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs/CounterView.yaml").path
}
