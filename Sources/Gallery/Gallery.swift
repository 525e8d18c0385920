import Foundation
import GeneratedScreens
import SpecUI
import SpecUITerminal

/// Runs a compiled view of `GeneratedScreens` in the terminal, or prints one frame of it, like `specui preview`
/// does for a spec: `Gallery TodoListView --preview Empty --snapshot --trace`.
@main
@MainActor
enum Gallery {
    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the gallery; the exit status is 0 on success, 1 for runtime problems, 2 for usage errors (events
    /// that found nothing to act on among them), like `specui preview`.
    static func run(_ arguments: [String]) -> Int32 {
        let options: GalleryOptions
        do throws(GalleryOptions.UsageError) {
            options = try GalleryOptions.parse(arguments)
        } catch {
            return usageError(error.message)
        }
        if options.help {
            print(GalleryOptions.usage, terminator: "")
            return 0
        }
        if options.list {
            for entry in PreviewRegistry.entries {
                print(entry.preview.map { "\(entry.view) --preview \($0)" } ?? entry.view)
            }
            return 0
        }
        guard let entry = entry(options) else { return 2 }
        let environment = EnvironmentValues(layoutDirection: options.layoutDirection, colorScheme: options.colorScheme)
        let host = host(entry.make(), environment: environment)
        let processEnvironment = ProcessInfo.processInfo.environment
        if !options.snapshot && TerminalHost().isTerminal {
            do throws(TerminalError) {
                try TerminalRenderer.runInteractive(
                    host: host, color: options.color.interactiveMode(environment: processEnvironment))
            } catch {
                return fail("\(error)", status: 2)
            }
            report(host.runtimeIssues.map { "Gallery: error: \($0)" })
            if options.trace {
                report(host.trace + [ScriptedSnapshot.summary(host.bodyEvaluations)])
            }
            return host.runtimeIssues.isEmpty ? 0 : 1
        }
        let snapshot = ScriptedSnapshot(
            host: host, size: options.size, events: options.events,
            color: options.color.snapshotMode(environment: processEnvironment), trace: options.trace,
            problems: { host.runtimeIssues.map { "Gallery: error: \($0)" } })
        if snapshot.failed {
            return fail(snapshot.errorOutput, status: 2)
        }
        print(snapshot.output, terminator: "")
        writeError(snapshot.errorOutput)
        return host.runtimeIssues.isEmpty ? 0 : 1
    }

    /// The registry entry for VIEW and `--preview`, or nil after printing what there is.
    private static func entry(_ options: GalleryOptions) -> PreviewRegistryEntry? {
        let entries = PreviewRegistry.entries.filter { $0.view == options.view }
        guard !entries.isEmpty else {
            var names: [String] = []
            for entry in PreviewRegistry.entries where !names.contains(entry.view) {
                names.append(entry.view)
            }
            _ = fail("no compiled view named '\(options.view)'; available: \(names.joined(separator: ", "))", status: 2)
            return nil
        }
        guard let entry = entries.first(where: { $0.preview == options.preview }) else {
            let previews = entries.compactMap(\.preview).map { "'\($0)'" }.joined(separator: ", ")
            _ = fail(
                "view '\(options.view)' has no preview named '\(options.preview ?? "")'; "
                    + (previews.isEmpty ? "it has none" : "available: \(previews)"),
                status: 2)
            return nil
        }
        return entry
    }

    private static func host(_ view: any View, environment: EnvironmentValues) -> ViewHost {
        ViewHost(view, environment: environment)
    }

    /// Writes `text` to standard error with `write(2)`, which fails quietly where a closed stream would trap.
    private static func writeError(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func report(_ lines: [String]) {
        writeError(lines.map { $0 + "\n" }.joined())
    }

    private static func usageError(_ message: String) -> Int32 {
        report(["Gallery: error: \(message)"])
        writeError(GalleryOptions.usage)
        return 2
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        report(["Gallery: error: \(message)"])
        return status
    }
}
