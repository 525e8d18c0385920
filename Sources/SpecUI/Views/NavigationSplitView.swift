/// Columns of navigation: a sidebar, an optional content column, and a detail that the selection in the columns
/// before it chooses.
///
/// ```swift
/// NavigationSplitView {
///     List(mailboxes, selection: $mailbox) { Text($0.name) }
///         .navigationTitle("Mail")
/// } detail: {
///     if let mailbox { MailboxView(mailbox: mailbox) } else { Text("Pick a mailbox") }
/// }
/// ```
///
/// A terminal preview is a phone held upright, so under the `compact` horizontal size class the split view
/// collapses into a `NavigationStack`, as iOS does: it shows the sidebar, and pushes the next column while the
/// `List(selection:)` of the column before it selects something; going back pops it and clears that selection.
/// Under the `regular` size class the columns stand side by side, each titled as a stack's root, the sidebar and
/// the content 24 cells wide (or as `navigationSplitViewColumnWidth` sets) with a rule after each and the detail in
/// the rest, as `columnVisibility` shows them; there a `NavigationLink` in a column before the detail shows its
/// destination in the column after it, in place of that column's view, and a link in the detail pushes within it.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// A split view of three columns: a sidebar, the content it chooses, and the detail the content chooses.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar(), content(), detail(), columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// A split view of three columns whose shown columns `columnVisibility` sets.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar(), content(), detail(), columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A split view of three columns showing `preferredCompactColumn` while collapsed, which pushing and going back
    /// write.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar(), content(), detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }

    init(
        _ sidebar: Sidebar, _ content: Content?, _ detail: Detail,
        columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    public var body: Never { neverBody() }

    /// The width of the sidebar and the content column side by side, in cells.
    static var columnWidth: Double { 24 }
}

extension NavigationSplitView where Content == EmptyView {
    /// A split view of two columns: a sidebar and the detail it chooses.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), nil, detail(), columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// A split view of two columns whose shown columns `columnVisibility` sets.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar(), nil, detail(), columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A split view of two columns showing `preferredCompactColumn` while collapsed, which pushing and going back
    /// write.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar(), nil, detail(), columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn
        )
    }
}

extension NavigationSplitView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let count = content == nil ? 2 : 3
        let columns = node.stateSlot("split view columns") { SplitViewColumns(count: count, node: node) }
        columns.preferredColumn = preferredCompactColumn
        if context.environment.horizontalSizeClass == .regular {
            let destinations = node.stateSlot("split view destinations") { SplitViewDestinations() }
            destinations.node = node
            node.kind = .stack(axis: .horizontal, alignment: .top, spacing: 0)
            node.reconcile(sideBySide(count: count, destinations), context)
        } else {
            node.kind = .group
            node.reconcile([(AnyHashable("collapsed"), collapsed(columns))], context)
        }
    }

    /// The columns as one stack: the sidebar at its root, each column after it pushed while the list of the one
    /// before selects something.
    private func collapsed(_ columns: SplitViewColumns) -> some View {
        let reference = ObjectReference(object: columns)
        let detail = self.detail
        let pushed: AnyView =
            if let content {
                AnyView(
                    content
                        .environment(\.splitViewColumn, SplitViewColumn(index: 1, columns: reference))
                        .navigationDestination(isPresented: columns.isPushed(after: 1)) { detail })
            } else {
                AnyView(detail)
            }
        return NavigationStack {
            sidebar
                .environment(\.splitViewColumn, SplitViewColumn(index: 0, columns: reference))
                .navigationDestination(isPresented: columns.isPushed(after: 0)) { pushed }
        }
    }

    /// The columns side by side, each a stack's root: the shown ones drawn, the hidden ones kept, with their
    /// state, in no room. The links in each column but the last show their destinations in the column after it,
    /// in place of its own view.
    private func sideBySide(count: Int, _ destinations: SplitViewDestinations) -> [(AnyHashable, any View)] {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        var views: [AnyView] = [AnyView(erasing: sidebar)]
        if let content {
            views.append(AnyView(erasing: content))
        }
        views.append(AnyView(erasing: detail))
        var items: [(AnyHashable, any View)] = []
        for (index, own) in views.enumerated() {
            let (key, view) = destinations.view(ofColumn: index, own: own)
            let next = index < count - 1 ? SplitViewNextColumn(destinations: destinations, index: index + 1) : nil
            let column = NavigationStack(root: view, nextColumn: next)
            guard index < count - 1 else {
                items.append((key, column))
                break
            }
            let isShown = visibility.shows(column: index, of: count)
            items.append((key, SplitViewColumnFrame(content: column, width: Self.columnWidth, isShown: isShown)))
            if isShown {
                items.append((AnyHashable("rule \(index)"), Divider()))
            }
        }
        return items
    }
}
