/// Tabs, one shown at a time: each view of its content is a tab, named in the tab bar by its `tabItem(_:)`.
///
/// ```swift
/// TabView(selection: $tab) {
///     HomeView()
///         .tabItem { Label("Home", systemImage: "house") }
///         .tag(Screen.home)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Screen.settings)
/// }
/// ```
///
/// With a selection, the tab whose `tag(_:)` equals it is shown, and choosing a tab writes its tag; without one,
/// the first tab is shown until another is chosen. The tabs not shown keep their identity and state, and run their
/// `onDisappear` actions as another tab is shown and their `onAppear` actions as they are shown again. Under
/// `tabViewStyle(.page)` the tabs are pages over a row of page-indicator dots, without a tab bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .tabView
        let state = node.tabViewState
        if let selection {
            state.selection = PickerSelection(selection)
        } else {
            state.selection = nil
        }
        var inner = context.eager
        inner.environment.tabViewState = state
        let held = node.graph.holdingAppearances {
            node.reconcile([(AnyHashable(0), content)], inner)
        }
        node.tabsDidUpdate(holding: held)
    }
}
