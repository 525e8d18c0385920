/// Where a command writes: standard output and standard error, or buffers in tests.
package struct CommandIO {
    package var writeOutput: (String) -> Void
    package var writeError: (String) -> Void

    package init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's own standard output and standard error; a write that fails is dropped (see
    /// ``StandardStreams`` to report it).
    package static var standard: CommandIO { StandardStreams().io }
}
