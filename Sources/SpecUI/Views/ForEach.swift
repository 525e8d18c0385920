import struct Foundation.IndexSet

/// One view per element of a collection, each identified by the element's id.
///
/// ```swift
/// ForEach(todos) { todo in Text(todo.title) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }
/// ```
/// Rows keep their state when the data is reordered; a repeated id is reported and still drawn.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// How a repeated id names this `ForEach`; nil names its type, as SwiftUI's message does.
    private var name: String?
    /// Whether each element's views are a section, for a view built by an interpreter whose views' types do not
    /// say so; nil tells by `Content`'s type.
    private var makesSections: Bool?
    private var deleteAction: ((IndexSet) -> Void)?
    private var moveAction: ((IndexSet, Int) -> Void)?
    /// Made by `ForEach(_:content:)` over a range, which SwiftUI takes for constant data.
    private var isConstantRange = false

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, idOf: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = idOf
    }

    public var body: Never { neverBody() }

    /// This `ForEach` with its elements taken for sections, or for rows, whatever `Content` is: for a view built by
    /// an interpreter, whose element views' type is its own.
    package func sections(_ makesSections: Bool) -> Self {
        var marked = self
        marked.makesSections = makesSections
        return marked
    }

    /// This `ForEach` with a repeated id reported under `name` instead of its type, for a view built by an
    /// interpreter whose element and id types are its own: `ForEach(todos, id: \.id)`.
    package func named(_ name: String) -> Self {
        var named = self
        named.name = name
        return named
    }

    /// This `ForEach` with rows that can be deleted, `action` handed the offsets of the deleted elements:
    /// `ForEach(todos) { ... }.onDelete { todos.remove(atOffsets: $0) }`. A row is deleted by Delete or
    /// Backspace on a control it holds, or by `ViewHost.deleteRow`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var editable = self
        editable.deleteAction = action
        return editable
    }

    /// This `ForEach` with rows that can be moved, `action` handed the offsets of the moved elements and the
    /// offset they go before: `.onMove { todos.move(fromOffsets: $0, toOffset: $1) }`. A row is moved by
    /// `ViewHost.moveRow`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var editable = self
        editable.moveAction = action
        return editable
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number of a range that does not change: `ForEach(0..<3) { Text("Row \($0)") }`. A range that
    /// changes is reported, as SwiftUI reports it, once per `ForEach`, and its rows still follow it; a range that
    /// changes is written `ForEach(0..<count, id: \.self)`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
        isConstantRange = true
    }
}

extension ForEach {
    /// One view per element of a bound collection, each handed a binding to its element.
    ///
    /// The binding finds the element by its id wherever it moves, so a row that keeps its body while rows are
    /// inserted or removed above it still reads and writes its own element (SwiftUI hands rows bindings to an
    /// index instead).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        // The view that makes the rows reads the collection once, and depends on it as a whole; making the element
        // bindings reads nothing more, so a long list records one read, not one per row.
        let collection = data.wrappedValue
        let idOf: (C.Element) -> ID = { $0[keyPath: id] }
        let elements = StateReads.untracked {
            collection.indices.map { index in
                data.element(withID: idOf(collection[index]), at: index, idOf: idOf)
            }
        }
        self.init(elements, idOf: { $0.wrappedValue[keyPath: id] }, content: content)
    }

    /// One view per element of a bound collection of Identifiable elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach: ElementViews {}

extension ForEach: ModifiesEachView {
    /// Each element's views modified, with the same ids, name, sections and edit actions.
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View {
        let content = self.content
        var each = ForEach<Data, ID, ModifiedContent<Content, Modifier>>(data, idOf: id) {
            content($0).modifier(modifier)
        }
        each.name = name
        each.makesSections = makesSections ?? areSections(Content.self)
        each.deleteAction = deleteAction
        each.moveAction = moveAction
        each.isConstantRange = isConstantRange
        return each
    }
}

extension ForEach: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.identifiesChildren = true
        if isConstantRange { reportChangedCount(node) }
        // The ids are the rows' keys, not something the ForEach shows: the view that made the data depends on it.
        let keys = StateReads.untracked { elementKeys(node) }
        let isEditable = deleteAction != nil || moveAction != nil
        node.rowEditing = isEditable ? RowEditing(keys: keys, delete: deleteAction, move: moveAction) : nil
        let buildsSections = makesSections ?? areSections(Content.self)
        let row = rowContent(Array(data), isRow: !buildsSections, context)
        if context.isLazy, !buildsSections {
            let rows = LazyRows(keys: keys, content: row)
            node.lazyRows = rows
            let materialized = node.children.compactMap { child in rows.indexOfKey[child.key] }.sorted()
            let items = node.tracking(renewing: true) { materialized.map { (keys[$0], row($0)) } }
            node.reconcile(items, context.eager)
        } else {
            node.lazyRows = nil
            let items = node.tracking(renewing: true) { keys.indices.map { (keys[$0], row($0)) } }
            // Sections in a list are built at once, each its header and rows, their own content kept lazy.
            node.reconcile(items, buildsSections ? context : context.eager)
        }
    }

    /// The views of the element at an offset; with `onDelete` or `onMove`, the row that shows a delete button or a
    /// reorder handle while editing, and in a `List(selection:)`, the row that chooses the element's id. A section
    /// is no row (`isRow` false): the rows inside it are; nor is an element of a `ForEach` inside a row.
    private func rowContent(
        _ elements: [Data.Element], isRow: Bool, _ context: UpdateContext
    ) -> @MainActor (Int) -> any View {
        let (content, id) = (self.content, self.id)
        let isSelectable = isRow && context.isLazy && context.environment.listSelection != nil
        let (deleteAction, isMovable) = isRow ? (self.deleteAction, moveAction != nil) : (nil, false)
        return { offset in
            let element = elements[offset]
            var row: any View = content(element)
            if deleteAction != nil || isMovable {
                let delete = deleteAction.map { action in { @MainActor in action(IndexSet(integer: offset)) } }
                row = Self.modified(row, _EditableRowModifier(delete: delete, isMovable: isMovable))
            }
            if isSelectable {
                row = Self.modified(row, _SelectableRowModifier(id: AnyHashable(id(element))))
            }
            return row
        }
    }

    private static func modified(_ view: some View, _ modifier: some ViewModifier) -> any View {
        view.modifier(modifier)
    }

    /// The key of each element; repeated ids are reported once each and disambiguated.
    private func elementKeys(_ node: ViewNode) -> [AnyHashable] {
        var occurrences: [ID: Int] = [:]
        var keys: [AnyHashable] = []
        keys.reserveCapacity(data.count)
        for element in data {
            let elementID = id(element)
            let occurrence = occurrences[elementID, default: 0]
            occurrences[elementID] = occurrence + 1
            if occurrence == 0 {
                keys.append(AnyHashable(elementID))
                continue
            }
            keys.append(AnyHashable(DuplicateKey(id: AnyHashable(elementID), occurrence: occurrence)))
            if node.reportedDuplicateIDs.insert(AnyHashable(elementID)).inserted {
                node.graph.report(Self.duplicateIDMessage(elementID, in: name ?? "\(Self.self)"))
            }
        }
        return keys
    }

    /// Reports, once, a range made for constant data whose count is no longer the one it had first.
    private func reportChangedCount(_ node: ViewNode) {
        let count = node.stateSlot("initial count") { InitialCount(data.count) }
        guard !count.isReported, data.count != count.initial else { return }
        count.isReported = true
        node.graph.report(
            "\(name ?? "\(Self.self)") count (\(data.count)) != its initial count (\(count.initial)). "
                + "`ForEach(_:content:)` should only be used for *constant* data. Instead conform data to "
                + "`Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
    }

    /// The number of elements a `ForEach` over constant data had when it was made.
    private final class InitialCount {
        let initial: Int
        var isReported = false

        init(_ initial: Int) {
            self.initial = initial
        }
    }

    /// SwiftUI's message for an id that `forEach` (its type, or the name it was given) holds more than once.
    static func duplicateIDMessage(_ id: ID, in forEach: String) -> String {
        "\(forEach): the ID \(id) occurs multiple times within the collection, this will give undefined results!"
    }
}
