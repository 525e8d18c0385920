import Foundation
import SpecUICompiler
import Testing

/// Runs the built `specui` executable, to check what the shell sees: exit status and streams.
@Suite struct SpecUIExecutableTests {
    /// The `specui` binary built next to the test bundle (`swift build --build-tests` builds both).
    private static var executable: URL? { built("specui") }

    /// The executable `name` built next to the test bundle.
    private static func built(_ name: String) -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    private func spawn(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let executable = try #require(Self.executable, "build the specui product first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Runs `specui` with standard output going to `output`, and returns its exit status and standard error.
    private func spawn(_ arguments: [String], output: Any) throws -> (status: Int32, error: String) {
        let executable = try #require(Self.executable, "build the specui product first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    @Test func fullStandardOutputExitsTwo() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        for arguments in [["schema"], ["--version"], ["--help"]] {
            let result = try spawn(arguments, output: full)
            #expect(result.status == 2)
            #expect(result.error == "specui: error: cannot write to standard output: No space left on device\n")
        }
    }

    @Test func standardOutputWithoutReaderExitsTwo() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try spawn(["schema"], output: pipe)
        #expect(result.status == 2)
        #expect(result.error == "specui: error: cannot write to standard output: Broken pipe\n")
    }

    @Test func checkWithFullStandardOutputKeepsItsStatus() throws {
        // check writes nothing on standard output, so a full one changes nothing.
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let specs = try SpecDirectory(["Bad.yaml": "view: Bad\nbody:\n  - Txt: hi\n"])
        let result = try spawn(["check", specs.path], output: full)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("\(specs.file("Bad.yaml")):3:5: error: unknown view 'Txt'"))
    }

    @Test func galleryWithFullStandardErrorKeepsItsStatus() throws {
        let gallery = try #require(Self.built("Gallery"), "build the Gallery product first")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let process = Process()
        process.executableURL = gallery
        process.arguments = ["NoSuchView"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = full
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
    }

    @Test func galleryRefusesAnOptionGivenTwice() throws {
        let gallery = try #require(Self.built("Gallery"), "build the Gallery product first")
        let process = Process()
        process.executableURL = gallery
        process.arguments = ["CounterView", "--size", "40x10", "--snapshot", "--size=20x5"]
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix("Gallery: error: '--size' is given twice: '40x10' and '20x5'\nusage: Gallery VIEW"))
    }

    @Test func versionOnStdout() throws {
        let result = try spawn(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "0.1.0\n")
    }

    @Test func aliasBombExitsOneQuickly() throws {
        let specs = try SpecDirectory(["Bomb.yaml": HostileInputTests.billionLaughs])
        let clock = ContinuousClock()
        let start = clock.now
        let result = try spawn(["check", specs.path])
        #expect(clock.now - start < .seconds(1))
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("\(specs.file("Bomb.yaml")):7:47: error: alias '*a3' expands past the limit"))
    }

    @Test func missingFileExitsTwo() throws {
        let result = try spawn(["check", "/no/such/file.yaml"])
        #expect(result.status == 2)
        #expect(result.error == "specui: error: no such file or directory: '/no/such/file.yaml'\n")
    }
}
