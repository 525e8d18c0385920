/// One view identity in the graph: its current view value, its state and its children.
///
/// A class because a node has identity: state, bindings and actions refer to it across updates.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    let serial: Int
    let key: AnyHashable
    let depth: Int
    private(set) var viewType: ViewTypeKey
    var view: any View
    var kind: NodeKind = .group
    var children: [ViewNode] = []
    var environment: EnvironmentValues
    var isLazy = false
    /// True until the first update finishes.
    private(set) var isNew = true
    private(set) var isDiscarded = false

    /// `@State` storage by field label (`_count`).
    var stateBoxes: [String: AnyObject] = [:]
    /// Labels of state slots written since the last body evaluation, in write order.
    var changedState: [String] = []
    /// Counts the node's tracked evaluations; a token of an earlier one is stale (`ObservationToken`).
    var observationEpoch = 0
    /// Whether an `@Observable` property the last evaluation read changed since.
    var dependenciesChanged = false
    /// Counts the node's evaluations for `StateReads`; a reader of an earlier one is stale (`StateReader`).
    var stateReadEpoch = 0
    /// What the last body evaluation (every update, for other nodes) read from state slots, by where it read.
    var stateReads: [BindingLocation: StateRead] = [:]
    /// Whether a slot the last evaluation read through a binding was written since: the body runs again only if
    /// what it read changed.
    var boundStateMayHaveChanged = false
    /// The `objectWillChange` subscriptions of the node's object-holding fields, by field label.
    var objectSubscriptions: [String: ObjectSubscription] = [:]
    /// One comparison per environment value the last body evaluation read; see `recordEnvironmentRead(_:)`.
    var environmentReads: [(EnvironmentValues, EnvironmentValues) -> Bool] = []
    /// The last value an `onChange` modifier saw.
    var observedValue: Any?
    /// Whether the children are keyed by the ids of a `ForEach`'s elements or of an `id(_:)`, which a
    /// `ScrollViewReader` scrolls to.
    var identifiesChildren = false
    /// Set for a `ForEach` directly inside a `List`.
    var lazyRows: LazyRows?
    /// A `ForEach`'s keys and its `onDelete` and `onMove` actions, when it has either.
    var rowEditing: RowEditing?
    /// For an `onKeyPress` modifier's view: its action's answer for a press, nil for one it does not listen to.
    var keyPressHandler: (@MainActor (KeyPress) -> KeyPress.Result?)?
    /// For a `preference(key:value:)` or `transformPreference(_:_:)` modifier's view: what it does to the value
    /// handed up, by key type.
    var preferenceTransforms: [ObjectIdentifier: Any] = [:]
    /// For an `onPreferenceChange` modifier's view: what finds whether the value it hears changed, and the value
    /// it last heard.
    var preferenceCheck: (@MainActor () -> (@MainActor () -> Void)?)?
    var lastPreferenceValue: Any?
    /// For a `NavigationLink` with a value in a `List(selection:)`: the value, which choosing its row selects.
    var navigationLinkValue: AnyHashable?
    /// For a gesture modifier's view: the gesture, which the host performs as a control inside is activated.
    var attachedGesture: AttachedGesture?
    /// For a `swipeActions` modifier's view: the edge its actions are on and what opens their menu.
    var swipeActions: (edge: HorizontalEdge, open: @MainActor () -> Void)?
    var reportedDuplicateIDs: Set<AnyHashable> = []
    /// The action of an `onAppear` modifier, kept to run again when a `List` row shows again.
    var appearanceAction: (@MainActor () -> Void)?
    /// The action of an `onDisappear` modifier, run when this identity goes away or its `List` row is scrolled
    /// out of view.
    var disappearanceAction: (@MainActor () -> Void)?
    /// For a `focused` modifier's view: the focus state it binds and the value that state reads while focus is inside.
    var focusTarget: FocusTarget?
    /// For a `List` row: whether it has been drawn since it was made.
    var hasBeenShown = false
    /// For an `onAppear` or `task` modifier's view in a lazy stack or grid: its actions wait for a frame to draw it.
    var appearsWhenDrawn = false
    /// Whether a frame has drawn this view, for one that `appearsWhenDrawn`.
    var hasBeenDrawn = false
    /// The appearance actions of a view that `appearsWhenDrawn`, queued before a frame drew it.
    var actionsAwaitingDraw: [@MainActor () -> Void] = []
    /// For a `List`: the rows drawn in the last frame, in drawing order.
    var shownRows: [ViewNode] = []

    init(graph: ViewGraph, key: AnyHashable, view: any View, depth: Int, environment: EnvironmentValues) {
        self.graph = graph
        self.serial = graph.nextSerial()
        self.key = key
        self.view = view
        self.viewType = ViewTypeKey(view)
        self.depth = depth
        self.environment = environment
    }

    /// Brings this node up to date with `newView`, evaluating bodies only where something changed.
    func update(to newView: any View, _ context: UpdateContext, inputsUnchanged: Bool = false) {
        if let primitive = newView as? any PrimitiveView ?? (newView as? any Shape).map(ShapeLeaf.init) {
            view = newView
            environment = context.environment
            isLazy = context.isLazy
            // A state it read may have marked it for an update of its own; this one, from its parent, is that.
            graph.clearDirty(self)
            StateReads.evaluating(self) { primitive.update(self, context) }
        } else {
            updateComposite(newView, context, inputsUnchanged: inputsUnchanged)
        }
        isNew = false
    }

    /// Hands a possibly changed environment down without new inputs.
    func propagate(_ context: UpdateContext) {
        update(to: view, context, inputsUnchanged: true)
    }

    /// Re-evaluates this dirty node with its current value and environment.
    func reevaluate() {
        update(to: view, UpdateContext(environment: environment, isLazy: isLazy), inputsUnchanged: true)
    }

    private func updateComposite(_ newView: any View, _ context: UpdateContext, inputsUnchanged: Bool) {
        var reasons: [String] = []
        if isNew {
            reasons = ["@self", "@identity"] + graph.stateLabels(of: newView)
        } else {
            if !inputsUnchanged && !graph.inputsEqual(view, newView) {
                reasons.append("@self")
            }
            let environmentReadChanged =
                context.environment != environment
                && environmentReads.contains(where: { !$0(environment, context.environment) })
            // New inputs carry the values their bindings read, so only a view whose inputs stayed asks whether
            // what it read through a binding changed.
            let boundStateChanged =
                boundStateMayHaveChanged && !reasons.contains("@self")
                && stateReads.values.contains(where: \.hasChanged)
            if environmentReadChanged || dependenciesChanged || boundStateChanged {
                reasons.append("@dependencies")
            }
            reasons += changedState
        }
        boundStateMayHaveChanged = false
        let environmentChanged = context.environment != environment
        view = newView
        environment = context.environment
        isLazy = context.isLazy
        guard !reasons.isEmpty else {
            if environmentChanged, let body = children.first {
                body.propagate(context)
            }
            return
        }
        changedState = []
        dependenciesChanged = false
        graph.clearDirty(self)
        let name = viewName(of: newView)
        kind = .composite(name: name)
        let body = graph.evaluateBody(of: newView, node: self, name: name, reasons: reasons)
        reconcile([(AnyHashable(0), body)], context)
    }

    /// Updates the children to `items`: same key and type keeps the node (and its state), anything else is new.
    func reconcile(_ items: [(key: AnyHashable, view: any View)], _ context: UpdateContext) {
        if items.count == 1, children.count == 1, children[0].key == items[0].key,
            children[0].viewType == ViewTypeKey(items[0].view)
        {
            children[0].update(to: items[0].view, context)
            return
        }
        var existing: [AnyHashable: ViewNode] = [:]
        existing.reserveCapacity(children.count)
        for child in children {
            existing[child.key] = child
        }
        var next: [ViewNode] = []
        next.reserveCapacity(items.count)
        for (key, view) in items {
            if let node = existing.removeValue(forKey: key) {
                if node.viewType == ViewTypeKey(view) {
                    node.update(to: view, context)
                    next.append(node)
                    continue
                }
                node.discard()
            }
            next.append(makeChild(key: key, view: view, context))
        }
        children = next
        for leftover in existing.values {
            leftover.discard()
        }
    }

    /// Creates and builds a child node for a new identity.
    func makeChild(key: AnyHashable, view: any View, _ context: UpdateContext) -> ViewNode {
        let node = ViewNode(graph: graph, key: key, view: view, depth: depth + 1, environment: context.environment)
        graph.register(node)
        node.update(to: view, context)
        return node
    }

    /// Removes this identity and everything below it; its state is gone and its `onDisappear` actions run.
    func discard() {
        isDiscarded = true
        graph.unregister(self)
        for subscription in objectSubscriptions.values {
            subscription.cancel()
        }
        objectSubscriptions = [:]
        // A view that never appeared does not disappear either.
        if let disappearanceAction, !appearsWhenDrawn || hasBeenDrawn {
            graph.enqueue(disappearanceAction)
        }
        for child in children {
            child.discard()
        }
        children = []
    }

    /// Whether a write to this view's state may update views now: not once the view is gone, nor while a body is
    /// evaluated, which is reported.
    func stateCanChange() -> Bool {
        guard !isDiscarded else {
            return false
        }
        if graph.isEvaluatingBody {
            graph.report(ViewGraph.modifyingStateDuringUpdate)
            return false
        }
        return true
    }

    /// Schedules the update of this view, whose last evaluation read through a binding a state slot that was
    /// written: a body runs again if what it read changed, any other view's update runs again.
    func readStateMayHaveChanged() {
        if case .composite = kind {
            boundStateMayHaveChanged = true
        }
        graph.markDirty(self)
    }

    /// Records a write to a state slot and schedules the update.
    func stateDidChange(_ label: String) {
        guard stateCanChange() else {
            return
        }
        // A state slot inside a custom dynamic property (`_level._value`) is traced as the view's field (`_level`).
        let field = String(label.prefix { $0 != "." })
        if !changedState.contains(field) {
            changedState.append(field)
        }
        graph.markDirty(self)
    }
}

/// The name of a view's type as traces and counters show it: `CounterView`.
@MainActor
func viewName(of view: any View) -> String {
    if let dynamic = view as? any _DynamicView {
        return dynamic._viewName
    }
    return String(describing: type(of: view))
}

/// What must stay the same for a node to keep its identity: the view's type (and a run-time view's name).
struct ViewTypeKey: Hashable {
    let type: ObjectIdentifier
    let dynamicName: String?

    @MainActor
    init(_ view: any View) {
        type = ObjectIdentifier(Swift.type(of: view))
        dynamicName = (view as? any _DynamicView)?._viewName
    }
}
