import SpecUI

/// What `--snapshot` prints for a host: the frame after the scripted events on stdout; problems, then with
/// `--trace` each body evaluation and the counts, on stderr. Shared by `specui preview` and `Gallery`.
@MainActor
public struct ScriptedSnapshot {
    /// The frame and a final newline; empty when an event found nothing to act on.
    public var output = ""
    /// The failing event's message, or the problems and the trace.
    public var errorOutput = ""
    /// Whether an event found nothing to act on; then nothing was drawn.
    public var failed = false

    /// Applies `events` in order, each to a fresh frame of `size`, then draws the frame.
    ///
    /// `problems` is read after drawing (runtime errors, duplicate ids); `suggestion` words a did-you-mean for an
    /// event's handle among the handles there are.
    public init(
        host: ViewHost, size: TerminalSize, events: [ScriptedEvent], color: ColorMode, trace: Bool,
        problems: () -> [String], suggestion: (String, [String]) -> String = { _, _ in "" }
    ) {
        for event in events {
            let step = TerminalRenderer.snapshot(host: host, size: size, events: [event], color: color)
            if !step.unmatchedEvents.isEmpty {
                errorOutput = Self.unmatchedMessage(event, host: host, suggestion: suggestion)
                failed = true
                return
            }
        }
        let frame = TerminalRenderer.snapshot(host: host, size: size, color: color)
        output = (color == .plain ? frame.text : frame.ansi) + "\n"
        errorOutput = problems().map { $0 + "\n" }.joined()
        if trace {
            errorOutput += frame.trace.map { $0 + "\n" }.joined() + frame.bodyEvaluationSummary + "\n"
        }
    }

    /// Why a scripted event found nothing to act on, naming the controls there are.
    public static func unmatchedMessage(
        _ event: ScriptedEvent, host: ViewHost, suggestion: (String, [String]) -> String = { _, _ in "" }
    ) -> String {
        let handle: String
        let action: String
        switch event {
        case .tap(let id): (handle, action) = (id, "tap")
        case .type(let id, _): (handle, action) = (id, "type into")
        case .increment(let id), .decrement(let id): (handle, action) = (id, "step")
        case .key(let key): return "the key \(key) did nothing"
        }
        if let control = host.actionable(handle) {
            return control.isDisabled
                ? "cannot \(action) '\(handle)': it is disabled"
                : "cannot \(action) '\(handle)': it is a \(control.kind)"
        }
        var handles: [String] = []
        for control in host.actionables {
            for name in [control.accessibilityIdentifier, control.label].compactMap({ $0 })
            where !name.isEmpty && !handles.contains(name) {
                handles.append(name)
            }
        }
        let available =
            handles.isEmpty ? "there are none" : "available: " + handles.map { "'\($0)'" }.joined(separator: ", ")
        return "no control '\(handle)' to \(action)\(suggestion(handle, handles)); \(available)"
    }

    /// `body-evaluations: A=3 B=1`, views sorted by name.
    public static func summary(_ counts: [String: Int]) -> String {
        (["body-evaluations:"] + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }
}
