import SpecUI
import SpecUIText

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

    /// Applies `events` in order, each to a fresh frame of `size`, through one session, then draws the frame.
    ///
    /// `problems` is read after drawing (runtime errors, duplicate ids).
    public init(
        host: ViewHost, size: TerminalSize, events: [ScriptedEvent], color: ColorMode, trace: Bool,
        problems: () -> [String]
    ) {
        // One session applies every event, as a user's keys go to one: it remembers where focus left a screen
        // (a link that pushed a level, a control under a sheet) to go back to.
        let session = TerminalSession(host: host)
        // The controls an event can name are those of the frame drawn before it.
        if !events.isEmpty { _ = session.frame(size: size) }
        for event in events {
            if let ambiguity = Self.ambiguityMessage(event, host: host) {
                errorOutput = ambiguity
                failed = true
                return
            }
            let step = TerminalRenderer.snapshot(of: session, size: size, events: [event], color: color)
            if !step.unmatchedEvents.isEmpty {
                errorOutput = Self.unmatchedMessage(event, host: host)
                failed = true
                return
            }
        }
        let frame = TerminalRenderer.snapshot(of: session, size: size, events: [], color: color)
        output = (color == .plain ? frame.text : frame.ansi) + "\n"
        errorOutput = problems().map { $0 + "\n" }.joined()
        if trace {
            errorOutput += frame.trace.map { $0 + "\n" }.joined() + frame.bodyEvaluationSummary + "\n"
        }
    }

    /// The handle an event names a control by, what it does in words, and the kinds of control it acts on; nil for
    /// a key, which names none.
    private static func target(of event: ScriptedEvent) -> (handle: String, action: String, kinds: [Actionable.Kind])? {
        switch event {
        case .tap(let id): (id, "tap", Actionable.Kind.tappable)
        case .type(let id, _): (id, "type into", [.textField])
        case .increment(let id), .decrement(let id): (id, "step", Actionable.Kind.adjustable)
        case .key: nil
        }
    }

    /// Why a scripted event cannot be applied though it finds controls: its handle names several of them (by
    /// accessibilityIdentifier, or else by label), and which one was meant is not known, as a UI test reports.
    public static func ambiguityMessage(_ event: ScriptedEvent, host: ViewHost) -> String? {
        guard let (handle, _, kinds) = target(of: event) else { return nil }
        let candidates = host.actionables.filter { kinds.contains($0.kind) && !$0.isAccessibilityHidden }
        let byIdentifier = candidates.filter { $0.accessibilityIdentifier == handle }
        let matches = byIdentifier.isEmpty ? candidates.filter { $0.label == handle } : byIdentifier
        guard matches.count > 1 else { return nil }
        let named = byIdentifier.isEmpty ? "label" : "accessibilityIdentifier"
        return "'\(handle)' is the \(named) of \(matches.count) controls; give each its own accessibilityIdentifier "
            + "to name one (in rows, one that interpolates what tells them apart, such as 'qty-{item.id}', with the "
            + "row's id passed to a row view as a prop)"
    }

    /// Why a scripted event found nothing to act on, naming the controls of the kind it acts on.
    ///
    /// A did-you-mean is offered among their identifiers and labels; the list names each control once (by
    /// its identifier, else its label) and at most ``listedHandles`` of them.
    public static func unmatchedMessage(_ event: ScriptedEvent, host: ViewHost) -> String {
        if case .key(let key) = event { return "the key \(key) did nothing" }
        guard let (handle, action, kinds) = target(of: event) else { return "" }
        if let control = host.actionable(handle, among: kinds) ?? host.actionable(handle) {
            // A control of another kind than the event acts on is told its kind first: enabling it would not help.
            if control.isDisabled, kinds.contains(control.kind) {
                return "cannot \(action) '\(handle)': it is disabled"
            }
            // A stepper at a bound has that button disabled, as SwiftUI's does; a slider stops there too.
            if case .increment = event, control.kind == .stepper || control.kind == .slider {
                return "cannot step '\(handle)' up: its value is not below the top of its range"
            }
            if case .decrement = event, control.kind == .stepper || control.kind == .slider {
                return "cannot step '\(handle)' down: its value is not above the bottom of its range"
            }
            if case .increment = event, control.kind == .picker {
                return "cannot step '\(handle)' up: no option after the selected one can be selected"
            }
            if case .decrement = event, control.kind == .picker {
                return "cannot step '\(handle)' down: no option before the selected one can be selected"
            }
            let hint =
                switch control.kind {
                case .stepper, .slider: "; step it with --increment or --decrement"
                case .textField: "; type into it with --type \(handle)=text"
                case .button, .toggle, .picker: ""
                }
            return "cannot \(action) '\(handle)': it is a \(control.kind.name)\(hint)"
        }
        var names: [String] = []
        var disabledNames: [String] = []
        var listed: [String] = []
        // A disabled control cannot take the event: it is not available, and is named only as disabled.
        for control in host.actionables where kinds.contains(control.kind) {
            let handles = [control.accessibilityIdentifier, control.label].compactMap { $0 }.filter { !$0.isEmpty }
            guard !control.isDisabled else {
                disabledNames += handles
                continue
            }
            names += handles.filter { !names.contains($0) }
            if let first = handles.first, !listed.contains(first) {
                listed.append(first)
            }
        }
        var available = listed.prefix(listedHandles).map { "'\($0)'" }.joined(separator: ", ")
        if listed.count > listedHandles {
            available += " and \(listed.count - listedHandles) more"
        }
        let there = listed.isEmpty ? "there are none" : "available: " + available
        // A List builds only the ForEach rows a frame shows: a control in such a row below the frame does not exist yet.
        let unbuilt =
            host.hasUnbuiltListRows
            ? "a List's ForEach rows outside the frame are not built: a taller --size shows more" : ""
        // Where rows are not built, the handle may well name a control in one of them (`r-6` beside the built `r-1`):
        // a near name among the built ones is no suggestion.
        var suggestion = unbuilt.isEmpty ? Suggestion.didYouMean(handle, among: names) : "; " + unbuilt
        // Without an enabled control near it, a disabled one is what a near name most likely meant.
        if suggestion.isEmpty, let near = Suggestion.closest(to: handle, among: disabledNames) {
            suggestion = "; did you mean '\(near)'? it is disabled"
        }
        return "no control '\(handle)' to \(action) (\(there))\(suggestion)"
    }

    /// How many controls a message about an unmatched event names.
    public static let listedHandles = 8

    /// `body-evaluations: A=3 B=1`, views sorted by name.
    public static func summary(_ counts: [String: Int]) -> String {
        (["body-evaluations:"] + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }
}
