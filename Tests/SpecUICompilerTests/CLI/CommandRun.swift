import Foundation
import SpecUICompiler

/// Runs `specui` in-process and keeps what it wrote.
struct CommandRun {
    let exitCode: ExitCode
    let output: String
    let error: String

    init(_ arguments: [String]) {
        let buffers = Buffers()
        let io = CommandIO(writeOutput: { buffers.output += $0 }, writeError: { buffers.error += $0 })
        exitCode = SpecUICommandLine.run(arguments, io: io)
        output = buffers.output
        error = buffers.error
    }

    /// Reference storage the output closures append to.
    private final class Buffers {
        var output = ""
        var error = ""
    }
}

/// A fresh temporary directory of spec files, removed when the test is done with it.
struct SpecDirectory: ~Copyable {
    let path: String

    init(_ files: [String: [UInt8]]) throws {
        path = NSTemporaryDirectory() + "specui-tests-" + UUID().uuidString
        for (name, bytes) in files {
            let url = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    init(_ files: [String: String]) throws {
        try self.init(files.mapValues { Array($0.utf8) })
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
