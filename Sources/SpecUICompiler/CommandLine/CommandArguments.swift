import SpecUIText

/// Argument pieces the commands share, so they spell and check options the same way.
///
/// An option that takes one value is given at most once: the command cannot know which of two values was meant.
/// An option the help calls repeatable (`--disable-warning CODE`...) adds a value each time.
package enum CommandArguments {
    /// Sorts `arguments` into paths and options; the failure is the first option refused.
    ///
    /// An argument that does not start with `-` (or is `-` itself), and every argument after `--`, is a path.
    /// `option` gets an option's name, its `=value` and the arguments after it, to take a separate value from.
    static func walk(
        _ arguments: [String],
        path: (String) -> Void,
        option: (_ name: String, _ inlineValue: String?, _ remaining: inout ArraySlice<String>) -> SpecFiles.Failure?
    ) -> SpecFiles.Failure? {
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                path(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                let (name, inlineValue) = split(argument)
                if let failure = option(name, inlineValue, &remaining) { return failure }
            }
        }
        return nil
    }

    /// The usage error of an option `command` does not take, with the one of `options` it is close to; `-C`, which
    /// `specui` takes before any command, is told to go there.
    package static func unknownOption(_ name: String, for command: String, among options: [String]) -> String {
        if name == "-C" {
            return "unknown option '-C' for '\(command)'; '-C DIR' goes before the command: "
                + "'specui -C DIR \(command) ...'"
        }
        // `preview --specs DIR` names the unit's folder; `check` and `compile` take it as a path of their own.
        if name == "--specs" || name == "--spec", command != "preview" {
            return "unknown option '\(name)' for '\(command)'; '\(command)' reads the specs of each folder it is "
                + "given: 'specui \(command) DIR'"
        }
        return "unknown option '\(name)' for '\(command)'" + Suggestion.didYouMean(name, among: options)
    }

    /// The usage error of an option that takes one value given a second time.
    package static func givenTwice(_ name: String, _ first: String, _ second: String) -> String {
        "'\(name)' is given twice: '\(first)' and '\(second)'"
    }

    /// The usage error of two options that cannot be used together, named in command-line order, and why.
    package static func conflict(_ first: String, _ second: String, because reason: String) -> String {
        "'\(first)' and '\(second)' cannot be used together: \(reason)"
    }

    /// `--name=value` as `("--name", "value")`; `--name` as `("--name", nil)`.
    static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value of `--disable-warning`: a warning code any stage can report.
    /// The file of a `--config`, which `check` and `compile` take once.
    static func configFile(_ file: String?, given earlier: String?) -> Result<String, SpecFiles.Failure> {
        guard let file, !file.isEmpty else { return .failure(.init(message: "'--config' needs a file")) }
        if let earlier { return .failure(.init(message: givenTwice("--config", earlier, file))) }
        return .success(file)
    }

    package static func warningCode(_ code: String?) -> Result<String, SpecFiles.Failure> {
        guard let code else { return .failure(.init(message: "'--disable-warning' needs a warning code")) }
        guard Pipeline.warningCodes.contains(code) else {
            var suggestion = Suggestion.didYouMean(code, among: Pipeline.warningCodes)
            if suggestion.isEmpty {
                // An error's code, or no code at all: errors cannot be disabled, so the warnings are listed.
                suggestion =
                    "; only warnings can be disabled: " + Pipeline.warningCodes.sorted().joined(separator: ", ")
            }
            return .failure(.init(message: "unknown warning code '\(code)'\(suggestion)"))
        }
        return .success(code)
    }
}
