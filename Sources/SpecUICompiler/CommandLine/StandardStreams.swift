#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output and standard error, written with `write(2)`, so that a stream that is closed,
/// full or a broken pipe is an I/O error to report instead of a crash.
///
/// A class because the closures of every ``io`` it hands out record into the same failure.
package final class StandardStreams {
    /// Why the first write to standard output failed (`Broken pipe`, `No space left on device`); nil while every
    /// write went out. Nothing more is written there after a failure.
    package private(set) var outputFailure: String?
    /// Whether a write to standard error failed; there is nowhere left to say so, but the exit status does.
    package private(set) var errorFailed = false

    package init() {}

    /// Writers for standard output and standard error. After a failure on standard output, nothing more is written
    /// on either but the error that `exitCode(after:)` reports; after one on standard error, nothing more is
    /// written there.
    package var io: CommandIO {
        CommandIO(
            writeOutput: { [self] text in
                guard outputFailure == nil else { return }
                if let number = Self.writeAll(text, to: STDOUT_FILENO) {
                    outputFailure = String(cString: strerror(number))
                }
            },
            writeError: { [self] text in
                guard outputFailure == nil, !errorFailed else { return }
                errorFailed = Self.writeAll(text, to: STDERR_FILENO) != nil
            })
    }

    /// `status`, or 2 after saying on standard error that standard output could not be written; 2 too when what
    /// was written on standard error (diagnostics, with `check`) was lost, so that a caller does not take the
    /// status of the specs for the status of the run.
    package func exitCode(after status: ExitCode) -> ExitCode {
        if let outputFailure {
            _ = Self.writeAll("specui: error: \(Self.cannotWrite(outputFailure))\n", to: STDERR_FILENO)
            return .usageOrIO
        }
        return errorFailed ? .usageOrIO : status
    }

    static func cannotWrite(_ reason: String) -> String {
        "cannot write to standard output: \(reason)"
    }

    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        DescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
    }
}
