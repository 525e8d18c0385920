extension CompileCommand {
    /// Parses `compile`'s arguments; the error is the message for a usage error.
    package static func parse(_ arguments: [String]) -> Result<Options, SpecFiles.Failure> {
        var options = Options()
        var output: String?
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "--check" where inlineValue == nil:
                options.check = true
            case "--output":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    return .failure(.init(message: "'--output' needs a directory"))
                }
                output = value
            case "--only":
                guard let name = inlineValue ?? remaining.popFirst(), !name.isEmpty else {
                    return .failure(.init(message: "'--only' needs a view name, or Types"))
                }
                options.only.insert(name.hasSuffix(".swift") ? String(name.dropLast(6)) : name)
            case "--disable-warning":
                guard let code = inlineValue ?? remaining.popFirst() else {
                    return .failure(.init(message: "'--disable-warning' needs a warning code"))
                }
                guard UnitChecker.warningCodes.contains(code) else {
                    let suggestion = Suggestion.didYouMean(code, among: UnitChecker.warningCodes)
                    return .failure(.init(message: "unknown warning code '\(code)'\(suggestion)"))
                }
                options.disabledWarnings.insert(code)
            default:
                let suggestion = Suggestion.didYouMean(
                    name, among: ["--output", "--check", "--only", "--disable-warning"])
                return .failure(.init(message: "unknown option '\(name)' for 'compile'\(suggestion)"))
            }
        }
        guard let output else { return .failure(.init(message: "missing '--output DIR'")) }
        options.output = output
        if options.paths.isEmpty { options.paths = ["Specs"] }
        return .success(options)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
