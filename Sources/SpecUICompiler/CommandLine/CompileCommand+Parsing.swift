import SpecUIText

extension CompileCommand {
    /// Parses `compile`'s arguments; the error is the message for a usage error.
    package static func parse(_ arguments: [String]) -> Result<Options, SpecFiles.Failure> {
        var options = Options()
        var output: String?
        let refused = CommandArguments.walk(arguments) {
            options.paths.append($0)
        } option: {
            name, inlineValue, remaining in
            switch name {
            case "--check" where inlineValue == nil:
                options.check = true
            case "--output":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    return .init(message: "'--output' needs a directory")
                }
                if let output { return .init(message: CommandArguments.givenTwice(name, output, value)) }
                output = value
            case "--only":
                guard let name = inlineValue ?? remaining.popFirst(), !name.isEmpty else {
                    return .init(message: "'--only' needs a view name, or Types")
                }
                options.only.insert(name.hasSuffix(".swift") ? String(name.dropLast(6)) : name)
            case "--only-spec":
                guard let spec = inlineValue ?? remaining.popFirst(), !spec.isEmpty else {
                    return .init(message: "'--only-spec' needs a spec file")
                }
                guard SpecFiles.isSpecName(spec) else {
                    return .init(message: "'--only-spec \(spec)': a spec file ends in '.yaml' or '.yml'")
                }
                options.onlySpecs.append(spec)
            case "--config":
                switch CommandArguments.configFile(inlineValue ?? remaining.popFirst(), given: options.config) {
                case .success(let file): options.config = file
                case .failure(let failure): return failure
                }
            case "--disable-warning":
                switch CommandArguments.warningCode(inlineValue ?? remaining.popFirst()) {
                case .success(let code): options.disabledWarnings.insert(code)
                case .failure(let failure): return failure
                }
            default:
                let options = ["--output", "--check", "--only", "--only-spec", "--disable-warning", "--config"]
                return .init(message: CommandArguments.unknownOption(name, for: "compile", among: options))
            }
            return nil
        }
        if let refused { return .failure(refused) }
        guard let output else { return .failure(.init(message: "missing '--output DIR'")) }
        options.output = output
        if options.paths.isEmpty { options.paths = [SpecFiles.defaultDirectory] }
        return .success(options)
    }
}
