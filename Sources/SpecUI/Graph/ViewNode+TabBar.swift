extension ViewNode {
    /// A `TabView` as drawn: the shown tab filling the room above a divider and the tab bar, a row of the tabs'
    /// items, each on one line, the shown one in brackets and in the accent color; without the divider and the bar while the shown
    /// view hides the tab bar.
    func resolvedTabView() -> ResolvedView {
        let tabs = self.tabs
        let shownIndex = shownTabIndex(in: tabs)
        var shown: [ResolvedView] = []
        if let shownIndex {
            tabs[shownIndex].content.resolve(into: &shown)
        }
        if environment.pageIndexDisplayMode != nil {
            return resolvedPages(shown, shownIndex: shownIndex, count: tabs.count)
        }
        // A row right to left draws its first child at the right: there the brackets trade places, so that the
        // shown item still reads `[Home]`, and a badge's space is on its right, beside the title.
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let (open, close) = rightToLeft ? ("]", "[") : ("[", "]")
        let items = tabs.indices.compactMap { index -> ResolvedView? in
            guard let item = tabs[index].item, item.children.count > 1 else { return nil }
            let isShown = index == shownIndex
            var label = [ResolvedView.text(isShown ? open : " ")]
            item.children[1].resolve(into: &label)
            if let badge = tabs[index].badge {
                label.append(.modified(.text(rightToLeft ? badge + " " : " " + badge), .foregroundColor(.red)))
            }
            label.append(.text(isShown ? close : " "))
            // An item's title stays on one line, shortened where the bar is narrow, as iOS draws it.
            let row = ResolvedView.modified(
                .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 0, children: label)),
                .lineLimit(1))
            return .button(
                ResolvedButton(
                    id: item.actionableID, label: row, isDisabled: item.isDisabled, tint: isShown ? .accentColor : nil))
        }
        if let shownIndex, tabs[shownIndex].content.hidesTabBar {
            let fill = ResolvedFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            return .modified(.single(shown, axis: .vertical), .frame(fill))
        }
        let bar = ResolvedStack(axis: .horizontal, alignment: .center, spacing: 1, children: items)
        let children: [ResolvedView] = [
            .betweenBars(shown), .divider,
            .modified(.stack(bar), .frame(ResolvedFrame(maxWidth: .infinity, alignment: .center))),
        ]
        return .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: 0, children: children))
    }

    /// The controls of a `TabView`: the shown tab's, then the items of the tab bar as buttons named by their texts
    /// (drawn as pages, its page indicator).
    func collectTabActionables(into actionables: inout [Actionable], identifier: String?) {
        let tabs = self.tabs
        if let shownIndex = shownTabIndex(in: tabs) {
            tabs[shownIndex].content.collectActionables(into: &actionables, identifier: identifier)
            if environment.pageIndexDisplayMode != nil {
                collectPageIndicator(
                    into: &actionables, identifier: identifier, shownIndex: shownIndex, count: tabs.count)
                return
            }
            // A hidden tab bar's items are neither drawn nor reached.
            if tabs[shownIndex].content.hidesTabBar { return }
        }
        for item in tabs.compactMap(\.item) where item.children.count > 1 {
            actionables.append(
                Actionable(
                    id: item.actionableID, kind: .button, label: item.children[1].accessibilityName,
                    accessibilityIdentifier: identifier, isDisabled: item.isDisabled,
                    layoutDirection: item.environment.layoutDirection))
        }
    }
}
