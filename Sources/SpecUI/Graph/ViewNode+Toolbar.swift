extension ViewNode {
    /// The `NavigationStack` drawn showing `level` under `bar`: the bar row with the back button, the toolbar
    /// items and an inline title, then a large title, at the top leading corner; the level centered in the room
    /// below; the bottom bar's items, or the keyboard's while a text field of the level has focus, on the last row.
    func drawnNavigation(level: ViewNode, bar: ViewNode) -> ResolvedView {
        let items = level.toolbarItems
        /// Each item's views, an item of none left out.
        func itemViews(_ region: ToolbarItemPlacement.Region) -> [[ResolvedView]] {
            items.filter { $0.region == region }.map { $0.node.resolvedChildren() }.filter { !$0.isEmpty }
        }
        func drawn(_ region: ToolbarItemPlacement.Region) -> [ResolvedView] {
            itemViews(region).map { .single($0, axis: .horizontal) }
        }
        let title = level.navigationTitle
        let display = shownTitleDisplayMode
        var centered = drawn(.principal)
        if centered.isEmpty, display == .inline, let title {
            centered = [.modified(.text(title), .font(.headline))]
        }
        var leadingTitle: [ResolvedView] = []
        if display == .inlineLarge, let title {
            leadingTitle = [.modified(.text(title), .font(.largeTitle))]
        }
        var back: [ResolvedView] = []
        if !level.hidesBackButton {
            bar.resolve(into: &back)
        }
        let leading = ResolvedFrame(maxWidth: .infinity, alignment: .leading)
        var top: [ResolvedView] = []
        // Without its bar, the level has no back button, bar items, title or search field over it.
        if !level.hidesNavigationBar {
            let leading = back + drawn(.leading) + leadingTitle
            if let row = Self.barRow(leading: leading, centered: centered, trailing: drawn(.trailing)) {
                top.append(row)
            }
            if display == .large, let title {
                top.append(.modified(.text(title), .font(.largeTitle)))
            }
            if let field = level.searchField {
                var search: [ResolvedView] = []
                field.resolve(into: &search)
                top.append(.single(search, axis: .horizontal))
            }
        }
        var shown: [ResolvedView] = []
        if let suggestions = level.shownSearchSuggestions, !level.hidesNavigationBar {
            // The suggestions take the level's place, one under another from the top leading corner, as a list.
            var rows: [ResolvedView] = []
            suggestions.resolve(into: &rows)
            let column = ResolvedView.stack(
                ResolvedStack(axis: .vertical, alignment: .leading, spacing: 0, children: rows))
            shown = [
                .modified(
                    column, .frame(ResolvedFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
            ]
        } else {
            level.resolve(into: &shown)
        }
        var children = top.map { ResolvedView.modified($0, .frame(leading)) }
        children.append(.betweenBars(shown))
        let bottomViews = itemViews(level.showsKeyboardBar(items) ? .keyboard : .bottom)
        if !bottomViews.isEmpty {
            // One item sits at the leading edge; more spread across the row. A `Spacer` among the items' views
            // places them itself, as in a bar on iOS: `Spacer()` before `Done` puts it at the trailing edge.
            let views = Array(bottomViews.joined())
            let bottom = bottomViews.map { ResolvedView.single($0, axis: .horizontal) }
            let spread =
                views.contains(where: Self.isSpacer)
                ? views : bottom.count == 1 ? bottom + [.spacer(minLength: nil)] : Self.spread(bottom)
            children.append(
                .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 1, children: spread)))
        }
        return .stack(
            ResolvedStack(axis: .vertical, alignment: .leading, spacing: 0, children: children))
    }

    /// The top row: `leading` after each other from the leading edge, `trailing` at the trailing edge, `centered`
    /// in the middle; nil when all three are empty.
    private static func barRow(
        leading: [ResolvedView], centered: [ResolvedView], trailing: [ResolvedView]
    ) -> ResolvedView? {
        guard !(leading.isEmpty && centered.isEmpty && trailing.isEmpty) else { return nil }
        let row = ResolvedView.stack(
            ResolvedStack(
                axis: .horizontal, alignment: .center, spacing: 1,
                children: leading + [.spacer(minLength: nil)] + trailing))
        guard !centered.isEmpty else { return row }
        let side = { (views: [ResolvedView]) in
            ResolvedView.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 1, children: views))
        }
        // One line, shortened where the items leave too little room.
        let middle = ResolvedView.modified(side(centered), .lineLimit(1))
        return .barRow(leading: side(leading), title: middle, trailing: side(trailing))
    }

    /// Whether `view` is a `Spacer`, which places a bar's items itself.
    private static func isSpacer(_ view: ResolvedView) -> Bool {
        if case .spacer = view { true } else { false }
    }

    /// `views` with a spacer between each two.
    private static func spread(_ views: [ResolvedView]) -> [ResolvedView] {
        views.enumerated().flatMap { index, view in
            index == 0 ? [view] : [.spacer(minLength: nil), view]
        }
    }

    /// The toolbar items this level declares, in tree order (an item inside another, as a `ToolbarItem` among a
    /// toolbar's bare views, before it), each with its region; none from a nested `NavigationStack` or a presented
    /// view.
    var toolbarItems: [(region: ToolbarItemPlacement.Region, node: ViewNode)] {
        var items: [(region: ToolbarItemPlacement.Region, node: ViewNode)] = []
        func gather(_ node: ViewNode) {
            switch node.kind {
            case .navigation: return
            case .presenting: node.children.prefix(1).forEach(gather)
            case .toolbarItem(let region):
                node.children.forEach(gather)
                items.append((region, node))
            default: node.children.forEach(gather)
            }
        }
        gather(self)
        return items
    }

    /// Whether the level's keyboard items take the last row, in place of the bottom bar's: while focus is on a text
    /// field, secure field or text editor of the level, as iOS shows the bar over the keyboard, or on a control of
    /// those items, so that keys can reach them.
    func showsKeyboardBar(_ items: [(region: ToolbarItemPlacement.Region, node: ViewNode)]) -> Bool {
        let keyboard = items.filter { $0.region == .keyboard }
        guard !keyboard.isEmpty, let id = graph.focusedControl, let focused = graph.node(serial: id.rawValue) else {
            return false
        }
        if keyboard.contains(where: { $0.node.holds(focused) }) {
            return true
        }
        guard case .textField = focused.kind else { return false }
        return holds(focused)
    }

    /// The controls of the stack's shown level in the order they are drawn: the bar row's (unless the level hides
    /// the bar), the level's, then the bottom bar's; nil for another node.
    var navigationControls: [ViewNode]? {
        guard let (level, bar) = shownNavigationLevel else { return nil }
        let items = level.toolbarItems
        func contents(_ regions: [ToolbarItemPlacement.Region]) -> [ViewNode] {
            regions.flatMap { region in items.filter { $0.region == region }.flatMap(\.node.children) }
        }
        let bottom = contents([level.showsKeyboardBar(items) ? .keyboard : .bottom])
        // A hidden bar's controls are neither drawn nor reached.
        guard !level.hidesNavigationBar else { return [level] + bottom }
        let back = level.hidesBackButton ? [] : [bar]
        let search = level.searchField.map { [$0] } ?? []
        let shown = level.shownSearchSuggestions ?? level
        return back + contents([.leading, .principal, .trailing]) + search + [shown] + bottom
    }
}
