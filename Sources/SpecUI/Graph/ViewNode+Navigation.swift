extension ViewNode {
    /// The levels of the `NavigationStack` this node stands for, made on its first update.
    var navigationLevels: NavigationLevels {
        stateSlot(Self.navigationLevelsSlot) {
            let levels = NavigationLevels()
            levels.node = self
            return levels
        }
    }

    private static let navigationLevelsSlot = "navigation levels"

    /// Updates this `NavigationStack` after a push or a pop.
    func levelsDidChange() {
        graph.navigationChanges += 1
        graph.markDirty(self)
    }

    /// Runs the appearance actions of a change of this `NavigationStack`'s top level to the one keyed `top`, before
    /// its levels are reconciled to `keys`: a covered level runs its `onDisappear` actions and an uncovered one its
    /// `onAppear` actions (a level that is popped runs its own as it is discarded, a new one as it is made).
    func showLevel(_ top: AnyHashable, among keys: [AnyHashable]) {
        // Children: the root, the pushed levels, then the bar.
        guard children.count >= 2 else { return }
        let shown = children[children.count - 2]
        guard shown.key != top else { return }
        if keys.contains(shown.key) {
            shown.disappear()
        }
        children.first { $0.key == top }?.appearAgain()
    }

    /// Queues the appearance actions `held` back while this `NavigationStack`'s levels were updated, but for those
    /// of a level that was there before the update and is covered after it: a covered level's views do not
    /// appear, and an action a covered `task(id:)` or `onAppear` changed runs when the level is shown again.
    func levelsDidUpdate(
        holding held: [(node: ViewNode, action: @MainActor () -> Void)], builtBefore keys: Set<AnyHashable>
    ) {
        guard !held.isEmpty else { return }
        let covered = children.dropLast(2).filter { keys.contains($0.key) }
        let inside = Set(covered.flatMap(\.subtree).map(ObjectIdentifier.init))
        for (node, action) in held where !inside.contains(ObjectIdentifier(node)) {
            graph.enqueueAppearance(of: node, action)
        }
    }

    /// Runs the `onDisappear` actions of this `NavigationStack`'s levels that the update just made under its top
    /// level, as when a path is written with several values at once: they appeared as they were made, and are
    /// covered at once.
    func coverLevels(madeSince keys: Set<AnyHashable>) {
        for level in children.dropLast(2) where !keys.contains(level.key) {
            level.disappear()
        }
    }

    /// This node and every node below it.
    var subtree: [ViewNode] {
        [self] + children.flatMap(\.subtree)
    }

    /// The children whose views are shown, in the order they are drawn: a `NavigationStack`'s bar and the level
    /// it shows (not the levels that level covers), a `TabView`'s shown tab, every child of another node.
    var shownChildren: [ViewNode] {
        if let (level, bar) = shownNavigationLevel {
            return [bar, level]
        }
        guard case .tabView = kind else { return children }
        return tabViewState.shownTab.map { [$0] } ?? []
    }

    /// The level a `NavigationStack` shows, and its bar; nil for another node.
    var shownNavigationLevel: (level: ViewNode, bar: ViewNode)? {
        guard case .navigation = kind, children.count >= 2 else { return nil }
        return (children[children.count - 2], children[children.count - 1])
    }

    /// The value of the first `NavigationLink` with a value in this node's view, in a `List(selection:)`.
    var navigationLinkValueInside: AnyHashable? {
        navigationLinkValue ?? children.lazy.compactMap(\.navigationLinkValueInside).first
    }

    /// The width the outermost `navigationSplitViewColumnWidth` in this split view column sets, in the level its
    /// stack shows.
    var splitViewColumnWidth: Double? {
        outermost(intoShownLevels: true) { if case .splitViewColumnWidth(let width) = $0.kind { width } else { nil } }
    }

    /// The title the view of this node sets with `navigationTitle(_:)`, the outermost one, looking neither into
    /// a nested `NavigationStack` nor into list rows not built yet.
    var navigationTitle: String? {
        outermost { if case .navigationTitle(let title) = $0.kind { title } else { nil } }
    }

    /// How this `NavigationStack` draws the shown level's title, never `.automatic`: as the level's
    /// `toolbarTitleDisplayMode(_:)` says, or for `.automatic` or none as the level below, large at the root.
    var shownTitleDisplayMode: ToolbarTitleDisplayMode {
        var shown = ToolbarTitleDisplayMode.large
        for level in children.dropLast() {
            let mode = level.outermost { if case .navigationTitleDisplayMode(let mode) = $0.kind { mode } else { nil } }
            if let mode, mode != .automatic {
                shown = mode
            }
        }
        return shown
    }

    /// The search field of the outermost `searchable` in this level, looking neither into a nested
    /// `NavigationStack` nor into list rows not built yet.
    var searchField: ViewNode? {
        outermost { if case .searchable = $0.kind, $0.children.count == 2 { $0.children[1] } else { nil } }
    }

    /// The text of the search field of the outermost `searchable` in this level, which a search completion writes.
    var searchText: Binding<String>? {
        outermost { if case .searchable(let text) = $0.kind { text } else { nil } }
    }

    /// The suggestions of the outermost `searchSuggestions` in this level, while its search is active and they hold
    /// views: while focus is on its search field or on one of the suggestions' controls, as iOS lists them while the
    /// field is active.
    var shownSearchSuggestions: ViewNode? {
        guard let field = searchField, let id = graph.focusedControl, let focused = graph.node(serial: id.rawValue),
            let suggestions = outermost({
                if case .searchSuggestions = $0.kind, $0.children.count == 2 { $0.children[1] } else { nil }
            }),
            field.holds(focused) || suggestions.holds(focused)
        else { return nil }
        var views: [ResolvedView] = []
        suggestions.resolve(into: &views)
        return views.isEmpty ? nil : suggestions
    }

    /// Whether the view of this level hides the back button its `NavigationStack` draws over it, with the
    /// outermost `navigationBarBackButtonHidden(_:)` in it.
    var hidesBackButton: Bool {
        outermost { if case .navigationBarBackButtonHidden(let isHidden) = $0.kind { isHidden } else { nil } } ?? false
    }

    /// Whether the view of this level hides the navigation bar of its `NavigationStack`, with the outermost
    /// `toolbar(.hidden, for: .navigationBar)` (or `navigationBarHidden(_:)`) in it.
    var hidesNavigationBar: Bool {
        outermost { if case .barsHidden(let isHidden?, _) = $0.kind { isHidden } else { nil } } ?? false
    }

    /// Whether the shown view of this tab hides the tab bar of its `TabView`, with the outermost
    /// `toolbar(.hidden, for: .tabBar)` in it, looking into a `NavigationStack` only at its shown level and not
    /// into a nested `TabView`.
    var hidesTabBar: Bool {
        outermost(intoShownLevels: true) { if case .barsHidden(_, let isHidden?) = $0.kind { isHidden } else { nil } }
            ?? false
    }

    /// What `pick` finds in the outermost node of this level that it finds anything in, breadth first, looking
    /// neither into list rows not built yet nor into a nested `NavigationStack`, or, `intoShownLevels`, only
    /// into its shown level and not into a nested `TabView`.
    private func outermost<Value>(intoShownLevels: Bool = false, _ pick: (ViewNode) -> Value?) -> Value? {
        var pending = [self]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let value = pick(node) { return value }
            switch node.kind {
            case .navigation:
                if intoShownLevels, let (level, _) = node.shownNavigationLevel { pending.append(level) }
            case .tabView where intoShownLevels:
                break
            default:
                pending += node.children
            }
        }
        return nil
    }
}
