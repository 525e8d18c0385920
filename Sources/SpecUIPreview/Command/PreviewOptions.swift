import SpecUI
import SpecUICompiler
import SpecUITerminal
import SpecUIText

/// The parsed command line of `specui preview`.
package struct PreviewOptions: Hashable, Sendable {
    /// A command line `preview` cannot run; the command exits with status 2.
    package struct UsageError: Error, Hashable, Sendable {
        package var message: String
    }

    /// The spec whose view is previewed.
    package var spec: String
    /// The directory whose specs form the unit with `spec`; nil means the spec's own directory.
    package var specsDirectory: String?
    package var preview: String?
    /// `--set name=value` texts, in order.
    package var settings: [String] = []
    package var size = TerminalSize(columns: 80, rows: 24)
    package var snapshot = false
    /// `--tap`, `--type`, `--increment` and `--decrement` events, in command-line order.
    package var events: [ScriptedEvent] = []
    package var trace = false
    package var color = ColorPreference.auto
    package var layoutDirection = LayoutDirection.leftToRight
    package var colorScheme = ColorScheme.light
    package var watch = false
    /// The warnings `--disable-warning` names, which the unit's diagnostics leave out.
    package var disabledWarnings: Set<String> = []
    /// A `ConfigFile` to read more disabled warnings from.
    package var config: String?

    package init(spec: String) {
        self.spec = spec
    }

    /// The directory the unit is read from.
    package var unitDirectory: String {
        specsDirectory ?? PackagePath.folder(of: spec)
    }

    /// Parses `preview`'s arguments; the error is the message for a usage error.
    package static func parse(_ arguments: [String]) -> Result<PreviewOptions, UsageError> {
        var parser = Parser(remaining: arguments[...])
        do throws(UsageError) {
            return .success(try parser.parse())
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        var remaining: ArraySlice<String>
        var spec: String?
        var options = PreviewOptions(spec: "")
        /// The value of each option that takes one value, to refuse it a second time.
        var values: [String: String] = [:]
        /// The options given, in command-line order, each once.
        var given: [String] = []

        mutating func parse() throws(UsageError) -> PreviewOptions {
            var optionsEnded = false
            while let argument = remaining.popFirst() {
                if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                    try positional(argument)
                } else if argument == "--" {
                    optionsEnded = true
                } else {
                    try option(argument)
                }
            }
            guard let spec else { throw failure("missing SPEC: the spec file to preview") }
            options.spec = spec
            try checkWatch()
            // A size or a scripted event asks for a snapshot, so the same command line prints the same frame
            // whether or not it runs in a terminal.
            if given.contains(where: { PreviewOptions.snapshotOptions[$0] != nil }) { options.snapshot = true }
            return options
        }

        /// `--watch` runs the live preview, which takes no scripted events and sizes itself to the terminal: an
        /// option for a snapshot beside it would be ignored.
        func checkWatch() throws(UsageError) {
            guard let watch = given.firstIndex(of: "--watch") else { return }
            for (index, other) in given.enumerated() {
                guard let use = PreviewOptions.snapshotOptions[other] else { continue }
                let reason = "'--watch' runs the live preview, and '\(other)' \(use)"
                let message =
                    index < watch
                    ? CommandArguments.conflict(other, "--watch", because: reason)
                    : CommandArguments.conflict("--watch", other, because: reason)
                throw failure(message)
            }
        }

        mutating func positional(_ argument: String) throws(UsageError) {
            guard let spec else {
                spec = argument
                return
            }
            throw failure("preview takes one SPEC, got '\(spec)' and '\(argument)'")
        }

        mutating func option(_ argument: String) throws(UsageError) {
            let (name, inline) = split(argument)
            if !given.contains(name) { given.append(name) }
            switch name {
            case "--snapshot": options.snapshot = try flag(name, inline)
            case "--trace": options.trace = try flag(name, inline)
            case "--watch": options.watch = try flag(name, inline)
            case "--specs": options.specsDirectory = try value(of: name, inline, "a directory of specs")
            case "--preview": options.preview = try value(of: name, inline, "a preview name")
            case "--set": options.settings.append(try value(of: name, inline, "name=value"))
            case "--tap": options.events.append(.tap(try value(of: name, inline, "an identifier or label")))
            case "--type": options.events.append(try read(PreviewFlag.typing(value(of: name, inline, "ID=text"))))
            case "--increment": options.events.append(.increment(try value(of: name, inline, "a stepper's identifier")))
            case "--decrement": options.events.append(.decrement(try value(of: name, inline, "a stepper's identifier")))
            case "--size":
                options.size = try read(PreviewFlag.size(value(of: name, inline, "WIDTHxHEIGHT such as 80x24")))
            case "--color":
                options.color = try read(PreviewFlag.color(value(of: name, inline, "auto, always or never")))
            case "--layout-direction":
                options.layoutDirection = try read(PreviewFlag.layoutDirection(value(of: name, inline, "ltr or rtl")))
            case "--color-scheme":
                options.colorScheme = try read(PreviewFlag.colorScheme(value(of: name, inline, "light or dark")))
            case "--disable-warning":
                switch CommandArguments.warningCode(try value(of: name, inline, "a warning code")) {
                case .success(let code): options.disabledWarnings.insert(code)
                case .failure(let failure): throw self.failure(failure.message)
                }
            case "--config": options.config = try value(of: name, inline, "a JSON file such as specui.json")
            default:
                throw failure(
                    CommandArguments.unknownOption(name, for: "preview", among: PreviewOptions.optionNames))
            }
        }

        func flag(_ name: String, _ inline: String?) throws(UsageError) -> Bool {
            guard inline == nil else { throw failure("'\(name)' takes no value") }
            return true
        }

        mutating func value(of name: String, _ inline: String?, _ expected: String) throws(UsageError)
            -> String
        {
            guard let value = inline ?? remaining.popFirst() else {
                throw failure("'\(name)' needs a value: \(expected)")
            }
            if !PreviewOptions.repeatableOptions.contains(name) {
                if let first = values[name] { throw failure(CommandArguments.givenTwice(name, first, value)) }
                values[name] = value
            }
            return value
        }

        /// A flag's value, or its message as a usage error.
        func read<Value>(_ result: Result<Value, PreviewFlag.Failure>) throws(UsageError) -> Value {
            switch result {
            case .success(let value): return value
            case .failure(let refusal): throw failure(refusal.message)
            }
        }

        func split(_ argument: String) -> (String, String?) {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }

        func failure(_ message: String) -> UsageError {
            UsageError(message: message)
        }
    }

    /// The options that add a value each time they are given.
    static let repeatableOptions: Set = ["--set", "--tap", "--type", "--increment", "--decrement", "--disable-warning"]

    /// The options only a snapshot reads, with what each does there.
    static let snapshotOptions = [
        "--snapshot": "prints one frame", "--size": "sizes a snapshot's frame", "--tap": "scripts a snapshot",
        "--type": "scripts a snapshot", "--increment": "scripts a snapshot", "--decrement": "scripts a snapshot",
    ]

    static let optionNames = [
        "--specs", "--preview", "--set", "--size", "--snapshot", "--tap", "--type", "--increment", "--decrement",
        "--trace", "--color", "--layout-direction", "--color-scheme", "--watch", "--disable-warning", "--config",
    ]
}
