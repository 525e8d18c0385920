import SpecUIText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `specui` tool: argument dispatch over a table of subcommands.
///
/// The executable only forwards its arguments here and exits with the result,
/// so tests run every command in-process.
package enum SpecUICommandLine {
    package static let version = "0.1.0"

    /// Every command, in the order `--help` lists them.
    package static let commands: [Subcommand] = [
        CompileCommand.subcommand, CheckCommand.subcommand, SchemaCommand.subcommand,
    ]

    /// Runs `specui` as the process it is: on the process's standard streams, with a failed write to standard
    /// output (closed, full, or a pipe whose reader is gone) reported on standard error as exit status 2.
    ///
    /// `-C DIR` first runs the command as if `specui` were started in DIR, as `git -C` and `make -C` do: its paths
    /// are read from DIR and spelled relative to it, in diagnostics and in generated headers. The build plugin
    /// passes the package's directory, so what it generates does not depend on where `swift build` runs.
    package static func main(_ arguments: [String], extraCommands: [Subcommand] = []) -> ExitCode {
        // A reader that went away is a write error (EPIPE) to report, not a signal that ends the process.
        _ = signal(SIGPIPE, SIG_IGN)
        let streams = StandardStreams()
        var arguments = arguments[...]
        // Each `-C` is taken from the directory the one before it chose, as `git -C` stacks.
        while arguments.first == "-C" {
            arguments.removeFirst()
            guard let directory = arguments.popFirst(), !directory.isEmpty else {
                streams.io.writeError("specui: error: '-C' needs a directory\nrun 'specui --help' for usage\n")
                return streams.exitCode(after: .usageOrIO)
            }
            guard chdir(directory) == 0 else {
                let reason = String(cString: strerror(errno))
                // Help and the version read no directory: they are given wherever `-C` fails to lead.
                if asksForHelp(arguments) { continue }
                streams.io.writeError("specui: error: cannot run in '\(directory)': \(reason)\n")
                return streams.exitCode(after: .usageOrIO)
            }
        }
        let status = run(Array(arguments), io: streams.io, extraCommands: extraCommands)
        return streams.exitCode(after: status)
    }

    /// Whether the command line after the `-C` options asks only for help or the version, which every command
    /// and option gives before reading anything.
    static func asksForHelp(_ arguments: ArraySlice<String>) -> Bool {
        var rest = arguments
        while rest.first == "-C" { rest = rest.dropFirst(2) }
        guard let first = rest.first else { return false }
        return first == "help" || first == "--version" || rest.contains("--help") || rest.contains("-h")
    }

    /// Runs `specui` with `arguments` (without the program name) and returns its exit status; `extraCommands`
    /// are commands from modules this one cannot depend on, such as `preview`.
    package static func run(_ arguments: [String], io: CommandIO = .standard, extraCommands: [Subcommand] = [])
        -> ExitCode
    {
        let commands = commands + extraCommands
        let overview = overview(listing: commands)
        guard let first = arguments.first else {
            io.writeError(overview)
            return .usageOrIO
        }
        switch first {
        case "--help", "-h", "--version":
            // Help wins over whatever follows it, as a command's `--help` does; a version takes nothing more.
            if first == "--version", arguments.contains("--help") || arguments.contains("-h") {
                io.writeOutput(overview)
                return .success
            }
            if arguments.count > 1, first == "--version" {
                io.writeError(
                    "specui: error: unexpected argument '\(arguments[1])' for '\(first)'\nrun 'specui --help' for usage\n"
                )
                return .usageOrIO
            }
            io.writeOutput(first == "--version" ? version + "\n" : overview)
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), commands: commands, io: io)
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                // Help wins over an unknown option or command before it, as it does over anything after it.
                if arguments.contains("--help") || arguments.contains("-h") {
                    io.writeOutput(overview)
                    return .success
                }
                let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
                let suggestion = Suggestion.didYouMean(first, among: commands.map(\.name))
                io.writeError("specui: error: \(what)\(suggestion)\nrun 'specui --help' for usage\n")
                return .usageOrIO
            }
            return command.run(Array(arguments.dropFirst()), io)
        }
    }

    private static func help(_ arguments: [String], commands: [Subcommand], io: CommandIO) -> ExitCode {
        // `help help` is the overview, which says how `help` is used, and so is `help` before any option (`help
        // --help`, `help --version`): help wins over whatever else is on the line.
        guard let name = arguments.first, name != "help", !name.hasPrefix("-") else {
            io.writeOutput(overview(listing: commands))
            return .success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.didYouMean(name, among: commands.map(\.name))
            io.writeError("specui: error: unknown command '\(name)'\(suggestion)\nrun 'specui --help' for usage\n")
            return .usageOrIO
        }
        io.writeOutput(command.help)
        return .success
    }

    /// The text of `specui --help`.
    package static var overview: String { overview(listing: commands) }

    /// The text of `specui --help` listing `commands`.
    package static func overview(listing commands: [Subcommand]) -> String {
        let width = commands.map(\.name.count).max() ?? 0
        let list = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary
        }
        return """
            specui \(version): compile YAML screen specs to SwiftUI-style Swift

            usage: specui [-C DIR] <command> [options]
                   specui --help | --version

            commands:
            \(list.joined(separator: "\n"))

            -C DIR runs the command as if started in DIR: paths are read from it and
            written relative to it

            run 'specui help <command>' for a command's options
            exit status: 0 success, 1 the specs have errors, 2 usage or I/O error

            """
    }
}
