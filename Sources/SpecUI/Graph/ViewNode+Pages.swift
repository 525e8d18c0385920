extension ViewNode {
    /// The name of a page-style `TabView`'s page indicator, which `tap`, `increment` and `decrement` find it by.
    static let pageIndicatorName = "Page"

    /// Whether a page-style `TabView` of `count` pages draws its page indicator: `.automatic` with more than one
    /// page, as SwiftUI's does, `.always` with any, `.never` not at all.
    private func showsPageIndicator(count: Int) -> Bool {
        switch environment.pageIndexDisplayMode {
        case .automatic?: count > 1
        case .always?: count > 0
        case .never?, nil: false
        }
    }

    /// A page-style `TabView` as drawn: the shown page filling the room over a row of the page indicator's dots,
    /// `● ○ ○`, centered, the shown page's filled, and no tab bar.
    func resolvedPages(_ shown: [ResolvedView], shownIndex: Int?, count: Int) -> ResolvedView {
        guard showsPageIndicator(count: count) else {
            let fill = ResolvedFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            return .modified(.single(shown, axis: .vertical), .frame(fill))
        }
        let dots = ResolvedPicker(
            id: actionableID, title: "", options: Array(repeating: "", count: count), selected: shownIndex,
            look: .pageIndicator, isDisabled: isDisabled)
        let row = ResolvedView.modified(.picker(dots), .frame(ResolvedFrame(maxWidth: .infinity, alignment: .center)))
        return .stack(
            ResolvedStack(axis: .vertical, alignment: .center, spacing: 0, children: [.betweenBars(shown), row]))
    }

    /// The page indicator of a page-style `TabView` as a control, when it is drawn: adjustable as a picker of the
    /// pages, named "Page", its value `page 2 of 3` as VoiceOver reads a page control's.
    func collectPageIndicator(
        into actionables: inout [Actionable], identifier: String?, shownIndex: Int, count: Int
    ) {
        guard showsPageIndicator(count: count) else { return }
        actionables.append(
            Actionable(
                id: actionableID, kind: .picker, label: Self.pageIndicatorName, accessibilityIdentifier: identifier,
                isDisabled: isDisabled, layoutDirection: environment.layoutDirection,
                accessibilityValue: "page \(shownIndex + 1) of \(count)"))
    }

    /// Shows the page after the shown one (before it, unless `forward`) of this page-style `TabView`, from the last
    /// to the first when `wrapping`; false when there is none to show or its tag is not of the selection's type.
    func showAdjacentPage(forward: Bool, wrapping: Bool) -> Bool {
        let tabs = self.tabs
        guard let shown = shownTabIndex(in: tabs), tabs.count > 1 else { return false }
        var next = shown + (forward ? 1 : -1)
        if !tabs.indices.contains(next) {
            guard wrapping else { return false }
            next = forward ? 0 : tabs.count - 1
        }
        return showTab(at: next, of: tabs)
    }
}
