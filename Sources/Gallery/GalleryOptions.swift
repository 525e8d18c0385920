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
                            [--trace] [--color auto|always|never] [--layout-direction ltr|rtl]
               Gallery --list

        Shows a compiled view of Generated/ in the terminal, or prints one frame of it, like `specui preview`.

        """

    var view = ""
    var preview: String?
    var size = TerminalSize(columns: 80, rows: 24)
    var snapshot = false
    /// `--tap` and `--type` events, in command-line order.
    var events: [ScriptedEvent] = []
    var trace = false
    var color = ColorPreference.auto
    var layoutDirection = LayoutDirection.leftToRight
    var list = false
    var help = false

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> GalleryOptions {
        var options = GalleryOptions()
        var remaining = arguments[...]
        var view: String?
        func value(of name: String, _ inline: String?) throws(UsageError) -> String {
            guard let value = inline ?? remaining.popFirst() else {
                throw UsageError(message: "'\(name)' needs a value")
            }
            return value
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
            case "--type":
                let text = try value(of: name, inline)
                guard let split = text.firstIndex(of: "="), split != text.startIndex else {
                    throw UsageError(message: "expected 'ID=text' after '--type', got '\(text)'")
                }
                options.events.append(.type(String(text[..<split]), text: String(text[text.index(after: split)...])))
            case "--size":
                let text = try value(of: name, inline)
                guard let size = Self.size(text) else {
                    throw UsageError(message: "invalid size '\(text)'; expected WIDTHxHEIGHT such as 80x24")
                }
                options.size = size
            case "--color":
                let text = try value(of: name, inline)
                guard let color = ColorPreference(rawValue: text) else {
                    throw UsageError(message: "unknown color choice '\(text)'; use auto, always or never")
                }
                options.color = color
            case "--layout-direction":
                switch try value(of: name, inline) {
                case "ltr": options.layoutDirection = .leftToRight
                case "rtl": options.layoutDirection = .rightToLeft
                case let text: throw UsageError(message: "unknown layout direction '\(text)'; use ltr or rtl")
                }
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

    /// Reads `WxH` such as `80x24`, each from 1 to 10,000.
    static func size(_ text: String) -> TerminalSize? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...10_000).contains(columns), (1...10_000).contains(rows)
        else { return nil }
        return TerminalSize(columns: columns, rows: rows)
    }
}
