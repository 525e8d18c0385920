/// Runs a view headless: builds its graph, applies events, and exposes the resolved tree and counters.
///
/// ```swift
/// let host = ViewHost(CounterView())
/// host.tap("زيادة")
/// host.resolved.texts  // ["العداد: 1", "زيادة"]
/// host.bodyEvaluations["CounterView"]  // 2
/// ```
/// A class because it owns the graph for the lifetime of a preview. Every event is followed by one update.
@MainActor
public final class ViewHost {
    let graph = ViewGraph()
    private var rootEnvironment: EnvironmentValues
    /// How far the terminal scrolled each list and scroll view it drew of this host, by their order in the frame:
    /// kept with the host, as its focus is, so that every frame drawn of it goes on from the one before.
    package var scrollOffsets: [Int: Int] = [:]

    public init(_ root: some View, environment: EnvironmentValues = EnvironmentValues()) {
        rootEnvironment = environment
        graph.mount(root, environment: environment)
    }

    /// The environment handed to the root; setting it updates the views that read what changed.
    public var environment: EnvironmentValues {
        get { rootEnvironment }
        set {
            rootEnvironment = newValue
            graph.setEnvironment(newValue)
        }
    }

    /// Applies pending state changes (and runs `onAppear`/`onChange` actions) in one update.
    public func update() {
        graph.flush()
    }

    /// True when something has happened since the last update that `update()` would apply: a `List` row
    /// built while drawing queued its `onAppear`, or an action wrote state.
    public var needsUpdate: Bool {
        graph.hasPendingWork
    }

    /// The root's drawables in order.
    ///
    ///
    /// A presented sheet takes the place of the screen; an alert is a box in the middle of it, over the screen
    /// drawn dim, whose controls take no focus or clicks, as SwiftUI dims the screen behind an alert.
    public var resolvedViews: [ResolvedView] {
        var views = graph.root.resolvedSubtree()
        for (node, style) in presentationChain() {
            let shown = node.children[1].resolvedSubtree()
            switch style {
            case .sheet:
                views = shown
            case .alert:
                let screen = ResolvedView.modified(
                    .modified(.single(views, axis: .vertical), .opacity(0.5)), .allowsHitTesting(false))
                let fill = ResolvedFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
                let box = ResolvedView.modified(.modified(.single(shown, axis: .vertical), .opaque), .frame(fill))
                views = [.zStack(alignment: .center, children: [screen, box])]
            }
        }
        return views
    }

    /// The root as one view: its only drawable, or a vertical stack of them.
    public var resolved: ResolvedView {
        ResolvedView.single(resolvedViews, axis: .vertical)
    }

    /// Buttons, toggles, steppers, text fields, pickers and sliders in tree order (list rows once materialized).
    public var actionables: [Actionable] {
        var actionables: [Actionable] = []
        shownScreen.collectActionables(into: &actionables, identifier: nil)
        return actionables
    }

    /// Whether a `List` has rows that no frame has drawn, so that their controls are not among ``actionables``.
    package var hasUnbuiltListRows: Bool {
        graph.root.hasUnbuiltListRows
    }

    /// The actionable whose accessibilityIdentifier is `handle`, or else the first whose label is exactly `handle`.
    public func actionable(_ handle: String) -> Actionable? {
        actionable(handle, among: [.button, .toggle, .stepper, .textField, .picker, .slider])
    }

    /// The actionable of one of `kinds` whose accessibilityIdentifier is `handle`, or else the first of them whose
    /// label is exactly `handle`: a button found by its label is not hidden by a text field with that placeholder.
    /// A control hidden from accessibility is not found, as UI tests do not find it.
    ///
    /// Failing an exact label, a label that differs only in its kinds of spaces is found: a formatted time, `9:30 AM`,
    /// holds a narrow no-break space where a handle typed on a keyboard holds a space.
    package func actionable(_ handle: String, among kinds: [Actionable.Kind]) -> Actionable? {
        let all = actionables.filter { kinds.contains($0.kind) && !$0.isAccessibilityHidden }
        if let found = all.first(where: { $0.accessibilityIdentifier == handle })
            ?? all.first(where: { $0.label == handle })
        {
            return found
        }
        let typed = Self.plainSpaces(handle)
        return all.first { Self.plainSpaces($0.label) == typed }
    }

    /// `text` with every space that is not a line break (no-break, narrow, figure, thin) written as a space.
    private static func plainSpaces(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.properties.isWhitespace && $0.properties.generalCategory == .spaceSeparator ? " " : $0
                }))
    }

    /// Runs `body` on the enabled control `id`, then updates.
    func perform(on id: ActionableID, _ body: (NodeKind) -> Bool) -> Bool {
        performOnNode(id) { body($0.kind) }
    }

    /// Runs `body` on the node of the enabled control `id`, then updates.
    func performOnNode(_ id: ActionableID, _ body: (ViewNode) -> Bool) -> Bool {
        guard let node = graph.node(serial: id.rawValue), !node.isDisabled, node.environment.allowsHitTesting else {
            return false
        }
        let handled = body(node)
        graph.flush()
        return handled
    }

    /// Body evaluations per view type name.
    public var bodyEvaluations: [String: Int] { graph.bodyEvaluations }

    /// One line per body evaluation, in `Self._printChanges()` form: `CounterView: _count changed.`
    public var trace: [String] { graph.trace }

    /// Problems found while running: duplicate ForEach ids, state modified during an update, update loops.
    public var runtimeIssues: [String] { graph.runtimeIssues }

    /// The URLs the system's `openURL` action was asked to open (by a `Link`, or `openURL(url)`), in order; a
    /// terminal opens no browser.
    public var openedURLs: [URL] { graph.urlOpener.opened }

    /// What the `ShareLink`s shared, each item as its description, in order; a terminal has no share sheet.
    public var sharedItems: [String] { graph.sharedItems }

    /// Called with each URL the system's `openURL` action opens.
    public var onOpenURL: ((URL) -> Void)? {
        get { graph.urlOpener.onOpen }
        set { graph.urlOpener.onOpen = newValue }
    }

    /// Called with each runtime issue as it is found.
    public var onRuntimeIssue: ((String) -> Void)? {
        get { graph.onRuntimeIssue }
        set { graph.onRuntimeIssue = newValue }
    }

    /// Called with each trace line as it is produced.
    public var onTrace: ((String) -> Void)? {
        get { graph.onTrace }
        set { graph.onTrace = newValue }
    }
}
