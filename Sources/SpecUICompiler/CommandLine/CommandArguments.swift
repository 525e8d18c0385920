/// Argument pieces the commands share, so they spell and check options the same way.
enum CommandArguments {
    /// `--name=value` as `("--name", "value")`; `--name` as `("--name", nil)`.
    static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value of `--disable-warning`: a warning code any stage can report.
    static func warningCode(_ code: String?) -> Result<String, SpecFiles.Failure> {
        guard let code else { return .failure(.init(message: "'--disable-warning' needs a warning code")) }
        guard Pipeline.warningCodes.contains(code) else {
            let suggestion = Suggestion.didYouMean(code, among: Pipeline.warningCodes)
            return .failure(.init(message: "unknown warning code '\(code)'\(suggestion)"))
        }
        return .success(code)
    }
}
