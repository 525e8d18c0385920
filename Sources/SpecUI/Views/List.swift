/// A scrolling list of rows; `ForEach` rows are evaluated only when the renderer asks for them.
public struct List<Content: View>: View {
    let content: Content
    /// What `List(selection:)` selects; nil for a list without a selection.
    private var selection: ListSelection?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose rows are chosen into `selection`: activating the row of a `ForEach` element selects its id.
    public init<SelectionValue: Hashable>(
        selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    /// A list whose rows are chosen into the set `selection`: activating a row adds its id, or removes it.
    public init<SelectionValue: Hashable>(
        selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    public var body: Never { neverBody() }
}

extension List {
    /// One selectable row per element of a collection of Identifiable elements:
    /// `List(mailboxes, selection: $mailbox) { Text($0.name) }`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// One row per element, chosen into the set `selection`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// One selectable row per element, each identified by the element's `id`:
    /// `List(shelves, id: \.self, selection: $shelf) { Text($0) }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// One row per element, each identified by the element's `id`, chosen into the set `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List {
    /// One row per element of a collection of Identifiable elements: `List(todos) { todo in Text(todo.title) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// One row per element, each identified by the element's `id`: `List(names, id: \.self) { Text($0) }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// One row per number of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// One row per element of a bound collection, each handed a binding to its element:
    /// `List($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable
    {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .list
        var lazy = context
        lazy.isLazy = true
        lazy.environment.listSelection = selection
        if let selection, let column = context.environment.splitViewColumn {
            column.columns.object.follow(selection, inColumn: column.index, graph: node.graph)
        }
        lazy.environment.splitViewColumn = nil
        lazy.environment.isInList = true
        // A list's rows appear as it draws them, by a rule of their own.
        lazy.appearsWhenDrawn = false
        node.reconcile([(AnyHashable(0), content)], lazy)
    }
}

/// A titled group of views; inside a `List`, a header row followed by its rows and a footer row.
///
/// ```swift
/// Section("Fruit") { Text("Apple") }
/// Section { Text("Apple") } header: { Text("Fruit") } footer: { Text("Picked today") }
/// ```
/// The texts of the header, joined by spaces, are its title; the footer is drawn under the rows, dim, as a
/// footnote.
public struct Section<Header: View, Content: View, Footer: View>: View {
    let header: Header?
    let content: Content
    let footer: Footer?

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: Never { neverBody() }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
        footer = nil
    }

    public init(header: Header, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Header == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        self.footer = footer
    }
}

extension Section where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

extension Section where Header == Text {
    /// A titled section with a footer: `Section("Sync") { Toggle(...) } footer: { Text("Every hour") }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)
    {
        self.init(header: Text(titleKey), footer: footer(), content: content)
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: Text(title), footer: footer(), content: content)
    }
}

extension Section where Header == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .section(hasHeader: header != nil, hasFooter: footer != nil)
        // The content first, so that a section's rows are its first child's; the header and the footer after it.
        var items: [(AnyHashable, any View)] = [(AnyHashable(0), content)]
        if let header {
            items.append((AnyHashable(1), header))
        }
        if let footer {
            items.append((AnyHashable(2), footer))
        }
        node.reconcile(items, context)
    }
}
