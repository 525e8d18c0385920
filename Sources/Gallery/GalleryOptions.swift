import SpecUI
import SpecUITerminal

/// The parsed command line of `Gallery`: `specui preview`'s flags without `--specs`, `--set` and `--watch`.
struct GalleryOptions: Hashable, Sendable {
    /// A command line the gallery cannot run; it exits with status 2.
    struct UsageError: Error, Hashable, Sendable {
        var message: String
    }

    static let usage = """
        usage: Gallery VIEW [--preview NAME] [--size WxH] [--snapshot] [--tap ID]... [--type ID=text]...
                            [--increment ID]... [--decrement ID]...
                            [--trace] [--color auto|always|never] [--layout-direction ltr|rtl]
                            [--color-scheme light|dark]
               Gallery --list

        Shows a compiled view of Generated/ in the terminal, or prints one frame of it, like `specui preview`.

        """

    var view = ""
    var preview: String?
    var size = TerminalSize(columns: 80, rows: 24)
    var snapshot = false
    /// `--tap`, `--type`, `--increment` and `--decrement` events, in command-line order.
    var events: [ScriptedEvent] = []
    var trace = false
    var color = ColorPreference.auto
    var layoutDirection = LayoutDirection.leftToRight
    var colorScheme = ColorScheme.light
    var list = false
    var help = false

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> GalleryOptions {
        var options = GalleryOptions()
        var remaining = arguments[...]
        var view: String?
        // An option that takes one value is given at most once, as `specui preview` has it; events add up.
        var given: [String: String] = [:]
        let repeatable: Set = ["--tap", "--type", "--increment", "--decrement"]
        func value(of name: String, _ inline: String?) throws(UsageError) -> String {
            guard let value = inline ?? remaining.popFirst() else {
                throw UsageError(message: "'\(name)' needs a value")
            }
            if !repeatable.contains(name) {
                if let first = given[name] {
                    throw UsageError(message: "'\(name)' is given twice: '\(first)' and '\(value)'")
                }
                given[name] = value
            }
            return value
        }
        func read<Value>(_ result: Result<Value, PreviewFlag.Failure>) throws(UsageError) -> Value {
            switch result {
            case .success(let value): return value
            case .failure(let refusal): throw UsageError(message: refusal.message)
            }
        }
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                if let view { throw UsageError(message: "Gallery takes one VIEW, got '\(view)' and '\(argument)'") }
                view = argument
                continue
            }
            let equals = argument.firstIndex(of: "=")
            let name = equals.map { String(argument[..<$0]) } ?? argument
            let inline = equals.map { String(argument[argument.index(after: $0)...]) }
            switch name {
            case "--snapshot": options.snapshot = true
            case "--trace": options.trace = true
            case "--list": options.list = true
            case "--help": options.help = true
            case "--preview": options.preview = try value(of: name, inline)
            case "--tap": options.events.append(.tap(try value(of: name, inline)))
            case "--type": options.events.append(try read(PreviewFlag.typing(value(of: name, inline))))
            case "--increment": options.events.append(.increment(try value(of: name, inline)))
            case "--decrement": options.events.append(.decrement(try value(of: name, inline)))
            case "--size": options.size = try read(PreviewFlag.size(value(of: name, inline)))
            case "--color": options.color = try read(PreviewFlag.color(value(of: name, inline)))
            case "--layout-direction":
                options.layoutDirection = try read(PreviewFlag.layoutDirection(value(of: name, inline)))
            case "--color-scheme":
                options.colorScheme = try read(PreviewFlag.colorScheme(value(of: name, inline)))
            default:
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
        guard let view else {
            if options.list || options.help { return options }
            throw UsageError(message: "missing VIEW: the name of a compiled view")
        }
        options.view = view
        return options
    }
}
