extension ViewNode {
    /// The state of the `TabView` this node stands for, made on its first update.
    var tabViewState: TabViewState {
        let state = stateBoxes[Self.tabViewStateSlot] as? TabViewState ?? TabViewState()
        state.node = self
        stateBoxes[Self.tabViewStateSlot] = state
        return state
    }

    private static let tabViewStateSlot = "tab view state"

    /// The tabs of this `TabView` in order: each view of its content, looking through groups and `ForEach`, whose
    /// elements' ids tag the tabs that have no tag of their own.
    var tabs: [TabEntry] {
        guard case .tabView = kind, let content = children.first else { return [] }
        var tabs: [TabEntry] = []
        content.collectTabs(implicitTag: nil, into: &tabs)
        return tabs
    }

    private func collectTabs(implicitTag: AnyHashable?, into tabs: inout [TabEntry]) {
        if case .group = kind {
            let keyedByElement = view is any ElementViews
            for child in children {
                child.collectTabs(implicitTag: keyedByElement ? child.key : implicitTag, into: &tabs)
            }
            return
        }
        // The tag, item and badge are on the modifiers around the tab's view, or on a custom view's body.
        var tag: AnyHashable?
        var item: ViewNode?
        var badge: String?
        var next: ViewNode? = self
        while let node = next {
            switch node.kind {
            case .tag(let value): tag = tag ?? value
            case .tabItem: item = item ?? node
            case .badge(let value): badge = badge ?? value
            case .modifier, .composite: break
            default:
                next = nil
                continue
            }
            next = node.children.first
        }
        tabs.append(TabEntry(content: self, tag: tag ?? implicitTag, item: item, badge: badge))
    }

    /// The index of the tab this `TabView` shows: the one whose tag is the selection (the first when none is), or
    /// the one chosen last without a selection; nil without tabs.
    func shownTabIndex(in tabs: [TabEntry]) -> Int? {
        guard !tabs.isEmpty else { return nil }
        guard let selection = tabViewState.selection else {
            return min(tabViewState.selectedIndex, tabs.count - 1)
        }
        return tabs.firstIndex { $0.tag.map(selection.isSelected) ?? false } ?? 0
    }

    /// Shows the tab whose `tabItem` is `item`, writing its tag to the selection when there is one; false when
    /// `item` is no item of this `TabView`'s tabs or its tag is not of the selection's type. The tab shown already
    /// goes back to the root of its `NavigationStack`, as choosing it again does on iOS.
    func selectTab(withItem item: ViewNode) -> Bool {
        let tabs = self.tabs
        guard let index = tabs.firstIndex(where: { $0.item === item }) else { return false }
        if index == shownTabIndex(in: tabs) {
            tabs[index].content.outermostNavigationStack?.navigationLevels.popToRoot()
            return true
        }
        return showTab(at: index, of: tabs)
    }

    /// The outermost `NavigationStack` in this node's subtree, not looking into presented views or other tab views.
    private var outermostNavigationStack: ViewNode? {
        switch kind {
        case .navigation: return self
        case .tabView: return nil
        case .presenting: return children.first?.outermostNavigationStack
        default: return children.lazy.compactMap(\.outermostNavigationStack).first
        }
    }

    /// Shows the tab at `index` of `tabs`, writing its tag to the selection when there is one; false when its tag
    /// is not of the selection's type.
    func showTab(at index: Int, of tabs: [TabEntry]) -> Bool {
        let state = tabViewState
        if let selection = state.selection {
            guard let tag = tabs[index].tag, selection.canSelect(tag) else { return false }
            selection.select(tag)
        } else {
            state.selectedIndex = index
        }
        graph.markDirty(self)
        return true
    }

    /// Queues the appearance actions of the tab shown now, of those `held` back while updating: all of its own
    /// when it was not shown before, and the tab shown before it runs its `onDisappear` actions.
    func tabsDidUpdate(holding held: [(node: ViewNode, action: @MainActor () -> Void)]) {
        let tabs = self.tabs
        let shown = shownTabIndex(in: tabs).map { tabs[$0].content }
        let state = tabViewState
        defer { state.shownTab = shown }
        guard state.shownTab === shown else {
            if let previous = state.shownTab, !previous.isDiscarded {
                previous.disappear()
            }
            shown?.appearAgain()
            return
        }
        guard let shown, !held.isEmpty else { return }
        let inside = Set(shown.subtree.map(ObjectIdentifier.init))
        for (node, action) in held where inside.contains(ObjectIdentifier(node)) {
            graph.enqueueAppearance(of: node, action)
        }
    }
}
