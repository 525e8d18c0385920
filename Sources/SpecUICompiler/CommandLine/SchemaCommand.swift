/// `specui schema`: prints the JSON Schema of the spec language, for editors that validate YAML.
package enum SchemaCommand {
    package static let subcommand = Subcommand(
        name: "schema",
        summary: "print the JSON Schema of the spec language",
        usage: "specui schema",
        details: "",
        run: { arguments, io in run(arguments, io: io) })

    /// Writes the schema to stdout; any argument but `--help` is a usage error.
    package static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
        if subcommand.printsHelp(for: arguments, io: io) { return .success }
        if let first = arguments.first {
            return subcommand.usageError("unexpected argument '\(first)' for 'schema'", io: io)
        }
        let json = SpecSchema.json()
        io.writeOutput(json.hasSuffix("\n") ? json : json + "\n")
        return .success
    }
}
