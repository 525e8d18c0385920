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

    package init() {}

    /// Writers for standard output and standard error; a failure on standard error is ignored, as there is
    /// nowhere left to report it. After a failure on standard output, nothing more is written on either but the
    /// error that `exitCode(after:)` reports.
    package var io: CommandIO {
        CommandIO(
            writeOutput: { [self] text in
                guard outputFailure == nil else { return }
                if let number = Self.writeAll(text, to: STDOUT_FILENO) {
                    outputFailure = String(cString: strerror(number))
                }
            },
            writeError: { [self] text in
                guard outputFailure == nil else { return }
                _ = Self.writeAll(text, to: STDERR_FILENO)
            })
    }

    /// `status`, or 2 after saying on standard error that standard output could not be written.
    package func exitCode(after status: ExitCode) -> ExitCode {
        guard let outputFailure else { return status }
        _ = Self.writeAll("specui: error: \(Self.cannotWrite(outputFailure))\n", to: STDERR_FILENO)
        return .usageOrIO
    }

    static func cannotWrite(_ reason: String) -> String {
        "cannot write to standard output: \(reason)"
    }

    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        DescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
    }
}
