/// The graph of view identities behind a host: builds, updates and observes the nodes.
///
/// A class because the nodes, the host and the state storage all refer to the one graph.
@MainActor
final class ViewGraph {
    static let modifyingStateDuringUpdate = "Modifying state during view update, this will cause undefined behavior."
    static let updateLimit = 100

    private(set) var root: ViewNode!
    private var serialCounter = 0
    private var dirty: [ObjectIdentifier: ViewNode] = [:]
    private var nodesBySerial: [Int: ViewNode] = [:]
    private var pendingActions: [@MainActor () -> Void] = []
    /// The serials of the nodes of `onPreferenceChange` modifiers, checked after each update.
    private var preferenceObservers: Set<Int> = []
    /// The `onAppear` and `task` actions a `TabView`'s update is holding back, with the nodes that queued them.
    private var heldAppearances: [(node: ViewNode, action: @MainActor () -> Void)]?
    private var bodyDepth = 0
    var fieldLayouts: [ObjectIdentifier: FieldLayout] = [:]
    /// The control with keyboard focus, which `@FocusState` follows.
    var focusedControl: ActionableID? {
        didSet {
            guard focusedControl != oldValue else { return }
            focusChanges += 1
            guard let left = oldValue, let action = focusLeavingActions[left.rawValue] else { return }
            enqueue(action)
        }
    }
    /// How many times focus moved or a focus state was written, so that what an action did to focus can be told.
    var focusChanges = 0
    /// How many times a `NavigationStack` pushed or popped a level, so that a session can tell a new screen.
    var navigationChanges = 0
    /// What each control runs when focus leaves it, by its node's serial.
    private var focusLeavingActions: [Int: @MainActor () -> Void] = [:]
    /// The latest write to a focus state, applied once the update it was made in settles.
    var focusRequest: FocusRequest?
    /// Whether something that only a frame shows happened since the last flush: a `scrollTo`.
    private var isFrameRequested = false
    /// The views `focused` modifiers bind to focus states, by serial.
    var focusTargets: [Int: ViewNode] = [:]
    /// Every `@FocusState` slot, by identity.
    var focusStorages: [ObjectIdentifier: any FocusStorage] = [:]

    private(set) var bodyEvaluations: [String: Int] = [:]
    private(set) var trace: [String] = []
    private(set) var runtimeIssues: [String] = []
    var onRuntimeIssue: ((String) -> Void)?
    var onTrace: ((String) -> Void)?
    /// Where the system's `openURL` action sends the URLs opened in this graph.
    let urlOpener = URLOpener()
    /// What the `ShareLink`s of this graph shared, each item as its description, in order.
    private(set) var sharedItems: [String] = []

    var isEvaluatingBody: Bool { bodyDepth > 0 }

    /// The trace lines of the bodies being evaluated, innermost last, in every graph: what
    /// `View._printChanges()` prints from inside a body.
    private(set) static var changesBeingEvaluated: [String] = []

    /// Builds the graph for `view` and runs the first round of actions.
    func mount(_ view: any View, environment: EnvironmentValues) {
        let environment = withURLOpener(environment)
        let node = ViewNode(graph: self, key: AnyHashable(0), view: view, depth: 0, environment: environment)
        register(node)
        root = node
        node.update(to: view, UpdateContext(environment: environment))
        flush()
    }

    /// Records what a `ShareLink` shares: a terminal has no share sheet to hand it to.
    func share(_ items: [String]) {
        sharedItems += items
    }

    /// Runs `action` each time keyboard focus leaves `node`'s control, in the update after it does.
    func onFocusLeaving(_ node: ViewNode, _ action: @escaping @MainActor () -> Void) {
        focusLeavingActions[node.serial] = action
    }

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    func register(_ node: ViewNode) {
        nodesBySerial[node.serial] = node
    }

    func unregister(_ node: ViewNode) {
        nodesBySerial[node.serial] = nil
        focusLeavingActions[node.serial] = nil
        dirty[ObjectIdentifier(node)] = nil
        focusTargets[node.serial] = nil
        preferenceObservers.remove(node.serial)
    }

    /// Checks after each update whether the preference `node`'s `onPreferenceChange` hears changed.
    func observePreferences(of node: ViewNode) {
        preferenceObservers.insert(node.serial)
    }

    /// Has the next update hear the preferences of a row a `List` built while drawing, so that what they change is
    /// in the frame, as SwiftUI's lazy rows hand theirs up before the frame is shown.
    func rowBuilt() {
        // The update's first step hears every preference; an empty action is what makes the update due.
        if !preferenceObservers.isEmpty, pendingActions.isEmpty { pendingActions.append {} }
    }

    /// Queues the actions of the `onPreferenceChange` modifiers whose values changed, outermost first.
    private func queuePreferenceChanges() {
        let observers = preferenceObservers.compactMap { nodesBySerial[$0] }
            .sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
        for node in observers {
            if let action = node.preferenceCheck?() {
                pendingActions.append(action)
            }
        }
    }

    func node(serial: Int) -> ViewNode? {
        nodesBySerial[serial]
    }

    func markDirty(_ node: ViewNode) {
        dirty[ObjectIdentifier(node)] = node
    }

    func clearDirty(_ node: ViewNode) {
        dirty[ObjectIdentifier(node)] = nil
    }

    func enqueue(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
    }

    /// Queues the action `node` runs as it appears, or holds it back while a `TabView` updates, which queues
    /// only those of the tab it shows, or, in a lazy stack or grid, until a frame draws `node`.
    func enqueueAppearance(of node: ViewNode, _ action: @escaping @MainActor () -> Void) {
        if heldAppearances != nil {
            heldAppearances?.append((node, action))
        } else if node.appearsWhenDrawn, !node.hasBeenDrawn {
            node.actionsAwaitingDraw.append(action)
        } else {
            pendingActions.append(action)
        }
    }

    /// Records that a frame drew `node`, a view whose appearance actions wait for that: they are queued now.
    func drew(_ node: ViewNode) {
        guard !node.hasBeenDrawn, !node.isDiscarded else { return }
        node.hasBeenDrawn = true
        pendingActions += node.actionsAwaitingDraw
        node.actionsAwaitingDraw = []
    }

    /// Runs `update`, holding back the appearance actions queued meanwhile, and returns them in order.
    func holdingAppearances(_ update: () -> Void) -> [(node: ViewNode, action: @MainActor () -> Void)] {
        let outer = heldAppearances
        heldAppearances = []
        update()
        let held = heldAppearances ?? []
        heldAppearances = outer
        return held
    }

    /// True when state changed or actions were queued since the last flush, as when drawing a `List`
    /// materializes rows whose `onAppear` has not run yet.
    var hasPendingWork: Bool {
        !dirty.isEmpty || !pendingActions.isEmpty || focusRequest != nil || isFrameRequested
    }

    /// Asks for a frame without changing state, as a `ScrollViewReader`'s `scrollTo` does.
    func requestFrame() {
        isFrameRequested = true
    }

    /// Sets a new root environment and updates every node that depends on it.
    func setEnvironment(_ environment: EnvironmentValues) {
        root.propagate(UpdateContext(environment: withURLOpener(environment)))
        flush()
    }

    /// `environment` sending the URLs the system's `openURL` action opens to this graph.
    private func withURLOpener(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.urlOpener = urlOpener
        return environment
    }

    /// Updates every dirty node, outermost first, then runs `onAppear`/`onChange` actions, until quiet; then moves
    /// focus as a focus state was written and updates the views whose focus state changed, until quiet again.
    func flush() {
        // The frame drawn after the flush shows what was asked for.
        defer { isFrameRequested = false }
        var rounds = 0
        repeat {
            queuePreferenceChanges()
            while !dirty.isEmpty || !pendingActions.isEmpty {
                rounds += 1
                if rounds > Self.updateLimit {
                    report(Self.updateLoopMessage(changing: dirty.values.map(\.kind)))
                    dirty = [:]
                    pendingActions = []
                    focusRequest = nil
                    return
                }
                while let node = dirty.values.min(by: {
                    $0.depth < $1.depth || ($0.depth == $1.depth && $0.serial < $1.serial)
                }) {
                    dirty[ObjectIdentifier(node)] = nil
                    node.reevaluate()
                }
                queuePreferenceChanges()
                let actions = pendingActions
                pendingActions = []
                for action in actions {
                    action()
                }
            }
        } while settleFocus()
    }

    /// What a flush that never settles reports, naming the views whose state was still changing, the ones whose
    /// `onChange` or body keeps writing it (`CounterView`).
    static func updateLoopMessage(changing kinds: [NodeKind]) -> String {
        var names: [String] = []
        for case .composite(let name) in kinds where !names.contains(name) { names.append(name) }
        let changing = names.isEmpty ? "" : " (still changing: \(names.sorted().joined(separator: ", ")))"
        return "Update loop: views kept changing state after \(updateLimit) updates\(changing); stopped."
    }

    /// Connects the view's state and environment fields to `node`, then evaluates `body`, counting and tracing it.
    func evaluateBody<V: View>(of view: V, node: ViewNode, name: String, reasons: [String]) -> any View {
        bodyEvaluations[name, default: 0] += 1
        let line = "\(name): \(reasons.joined(separator: ", ")) changed."
        trace.append(line)
        onTrace?(line)
        if let dynamic = view as? any _DynamicView {
            return evaluateDynamicBody(dynamic, node: node)
        }
        var copy = view
        node.environmentReads = []
        node.renewStateReads()
        // A custom `DynamicProperty`'s `update()` is a part of the evaluation: the state it reads is a dependency.
        StateReads.evaluating(node) { installFields(in: &copy, node: node) }
        node.view = copy
        bodyDepth += 1
        Self.changesBeingEvaluated.append(line)
        defer {
            bodyDepth -= 1
            Self.changesBeingEvaluated.removeLast()
        }
        return node.tracking(renewing: true) { copy.body }
    }

    /// Connects a custom modifier's state and environment fields to `node`, the modified view's node, then builds
    /// the modifier's body around `content`; a write to the modifier's state updates `node`.
    func evaluateModifierBody<Modifier: ViewModifier>(
        of modifier: Modifier, content: some View, node: ViewNode
    ) -> Modifier.Body {
        var copy = modifier
        node.environmentReads = []
        node.changedState = []
        clearDirty(node)
        node.dependenciesChanged = false
        node.renewStateReads()
        // A custom `DynamicProperty`'s `update()` is a part of the evaluation: the state it reads is a dependency.
        StateReads.evaluating(node) { installFields(in: &copy, node: node) }
        bodyDepth += 1
        defer { bodyDepth -= 1 }
        return node.tracking(renewing: true) { copy.body(content: _ViewModifier_Content(content: content)) }
    }

    private func evaluateDynamicBody(_ view: some _DynamicView, node: ViewNode) -> any View {
        node.environmentReads = []
        node.renewStateReads()
        bodyDepth += 1
        defer { bodyDepth -= 1 }
        return StateReads.evaluating(node) { view._body(state: _DynamicState(node: node, slots: view._stateSlots)) }
    }

    /// Appends a runtime issue (and calls the callback).
    func report(_ issue: String) {
        runtimeIssues.append(issue)
        onRuntimeIssue?(issue)
    }
}
