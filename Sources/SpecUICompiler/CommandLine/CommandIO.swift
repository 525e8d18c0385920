import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
package struct CommandIO {
    package var writeOutput: (String) -> Void
    package var writeError: (String) -> Void

    package init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's own standard output and standard error.
    package static var standard: CommandIO {
        CommandIO(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    }
}
