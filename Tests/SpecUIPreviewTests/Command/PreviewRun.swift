import Foundation
import SpecUICompiler
import SpecUIPreview
import SpecUITerminal

/// Runs `specui preview` in-process, not on a terminal, and keeps what it wrote.
@MainActor
struct PreviewRun {
    let exitCode: ExitCode
    let output: String
    let error: String

    /// `terminal` says standard input and output are a terminal, which only a TERM of `dumb` keeps from running
    /// the live preview a test cannot drive.
    init(
        _ arguments: [String], environment: [String: String] = ["TERM": "xterm-256color"], terminal: Bool = false,
        terminalSize: TerminalSize? = nil
    ) {
        let buffers = Buffers()
        let io = CommandIO(writeOutput: { buffers.output += $0 }, writeError: { buffers.error += $0 })
        exitCode = PreviewCommand.run(
            arguments, io: io, environment: environment, terminal: terminal, terminalSize: { terminalSize })
        output = buffers.output
        error = buffers.error
    }

    /// The frame's rows.
    var lines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The stderr lines.
    var errorLines: [String] {
        error.split(separator: "\n").map(String.init)
    }

    /// A spec of the repository's Specs/ directory, as an absolute path.
    static func repositorySpec(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs/\(name)").path
    }

    /// Reference storage the output closures append to.
    private final class Buffers {
        var output = ""
        var error = ""
    }
}

/// A fresh temporary directory of spec files, removed when the test is done with it.
struct TemporarySpecs: ~Copyable {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "specui-preview-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = URL(fileURLWithPath: file(name))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
