/// One `specui` command: its name, help text, and the function that runs it.
package struct Subcommand: Sendable {
    package var name: String
    /// One line for the command list in `specui --help`.
    package var summary: String
    /// The synopsis, such as `specui check [PATH...] [--format text|json]`.
    package var usage: String
    /// Option descriptions shown by `specui help NAME`, one per line.
    package var details: String
    /// Runs the command with the arguments after its name.
    package var run: @Sendable ([String], CommandIO) -> ExitCode

    package init(
        name: String, summary: String, usage: String, details: String,
        run: @escaping @Sendable ([String], CommandIO) -> ExitCode
    ) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.details = details
        self.run = run
    }

    /// Full help: synopsis, summary and option details.
    package var help: String {
        "usage: \(usage)\n\n\(summary)\n" + (details.isEmpty ? "" : "\n\(details)\n")
    }

    /// Prints the full help when `arguments` ask for it (`--help` or `-h` anywhere), and says whether they did.
    package func printsHelp(for arguments: [String], io: CommandIO) -> Bool {
        guard arguments.contains("--help") || arguments.contains("-h") else { return false }
        io.writeOutput(help)
        return true
    }

    /// Reports a usage problem on stderr with a pointer to help, and returns exit status 2.
    package func usageError(_ message: String, io: CommandIO) -> ExitCode {
        io.writeError("specui: error: \(message)\nusage: \(usage)\nrun 'specui help \(name)' for more\n")
        return .usageOrIO
    }
}
