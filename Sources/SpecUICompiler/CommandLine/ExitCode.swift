/// The `specui` exit statuses of the CLI contract.
package enum ExitCode: Int32, Sendable {
    /// Success; warnings are allowed.
    case success = 0
    /// The specs have errors (or `compile --check` found stale files).
    case specErrors = 1
    /// A usage or I/O error: an unknown flag, a missing file.
    case usageOrIO = 2
}
