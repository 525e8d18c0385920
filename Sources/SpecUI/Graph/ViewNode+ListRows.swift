extension ViewNode {
    /// How many list rows this node contributes, without evaluating any `ForEach` element.
    var rowCount: Int {
        if let lazyRows {
            return lazyRows.keys.count
        }
        switch kind {
        case .composite, .group, .modifier:
            return children.reduce(0) { $0 + $1.rowCount }
        case .section(_, let hasFooter):
            return 1 + rowChildren.reduce(0) { $0 + $1.rowCount } + (hasFooter ? 1 : 0)
        default:
            return 1
        }
    }

    /// Row `index` of a `List` node, built on first request: after blank lines for the spacing the list sets
    /// before it, `listSectionSpacing` before a section's header that follows other rows and `listRowSpacing`
    /// between two rows of content.
    func listRow(at index: Int) -> ResolvedView {
        guard let content = children.first, index >= 0, index < content.rowCount else {
            return .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: nil, children: []))
        }
        let row = content.row(at: index)
        guard index > 0 else { return row }
        let spacing: Double? =
            switch (content.rowRole(at: index - 1), content.rowRole(at: index)) {
            case (_, .header): environment.listSectionSpacing
            case (.content, .content): environment.listRowSpacing
            default: nil
            }
        guard let spacing, spacing > 0 else { return row }
        return .modified(row, .padding(edges: .top, length: spacing))
    }

    /// What row `index` of the list rows this node makes is, found without building any row.
    private func rowRole(at index: Int) -> ListRowRole {
        if lazyRows != nil { return .content }
        switch kind {
        case .composite, .group, .modifier:
            return rowChild(at: index).map { $0.node.rowRole(at: $0.index) } ?? .content
        case .section(_, let hasFooter):
            if index == 0 { return .header }
            if hasFooter, index == rowCount - 1 { return .footer }
            return rowChild(at: index - 1).map { $0.node.rowRole(at: $0.index) } ?? .content
        default:
            return .content
        }
    }

    /// The child whose rows row `index` of this node's rows is one of, and its index among them.
    private func rowChild(at index: Int) -> (node: ViewNode, index: Int)? {
        var index = index
        for child in rowChildren {
            let count = child.rowCount
            if index < count { return (child, index) }
            index -= count
        }
        return nil
    }

    /// The row of this `List` node that shows the `ForEach` element or `id(_:)` view `id` names, without building
    /// any row: the first, when several do.
    func listRowIndex(of id: AnyHashable) -> Int? {
        children.first?.rowIndex(of: id)
    }

    private func rowIndex(of id: AnyHashable) -> Int? {
        if let lazyRows {
            return lazyRows.indexOfKey[id]
        }
        var base: Int
        switch kind {
        case .composite, .group, .modifier: base = 0
        case .section: base = 1
        default: return nil
        }
        for child in rowChildren {
            if identifiesChildren, child.key == id { return base }
            if let index = child.rowIndex(of: id) { return base + index }
            base += child.rowCount
        }
        return nil
    }

    /// Records which rows of this `List` node a frame drew: a row drawn again after a frame that did not draw it
    /// has scrolled back into view and runs its `onAppear` actions again, and a row the frame before drew but this
    /// one does not has scrolled out and runs its `onDisappear` actions, as a SwiftUI list row does. A row's
    /// first appearance is its node's creation, which ran them already.
    func showRows(_ rows: Range<Int>) {
        guard let content = children.first else { return }
        let before = Set(shownRows.map(ObjectIdentifier.init))
        var shown: [ViewNode] = []
        for index in rows where index >= 0 && index < content.rowCount {
            guard let row = content.rowNode(at: index) else { continue }
            shown.append(row)
            if !before.contains(ObjectIdentifier(row)) {
                if row.hasBeenShown { row.appearAgain() }
                row.hasBeenShown = true
            }
        }
        let now = Set(shown.map(ObjectIdentifier.init))
        // A row whose identity is gone ran its actions when it was discarded.
        for row in shownRows where !now.contains(ObjectIdentifier(row)) && !row.isDiscarded {
            row.disappear()
        }
        shownRows = shown
    }

    /// Enqueues the `onAppear` actions of this node and the nodes below it.
    func appearAgain() {
        if let appearanceAction { graph.enqueueAppearance(of: self, appearanceAction) }
        for child in shownChildren { child.appearAgain() }
    }

    /// Enqueues the `onDisappear` actions of this node and the nodes below it.
    func disappear() {
        if let disappearanceAction { graph.enqueue(disappearanceAction) }
        for child in shownChildren { child.disappear() }
    }

    /// The node that row `index` comes from: a `ForEach` element's, or a static row's.
    private func rowNode(at index: Int) -> ViewNode? {
        if lazyRows != nil { return materializeRow(at: index) }
        switch kind {
        case .composite, .group, .modifier:
            return nodeOfChildren(at: index)
        case .section:
            return index == 0 ? nil : nodeOfChildren(at: index - 1)
        default:
            return self
        }
    }

    private func nodeOfChildren(at index: Int) -> ViewNode? {
        rowChild(at: index).flatMap { $0.node.rowNode(at: $0.index) }
    }

    private func row(at index: Int) -> ResolvedView {
        if lazyRows != nil {
            // The element's own node: a row that is a leaf (`Text(tag)`), a control or a modified view draws as
            // itself, and a composite or group draws its children. An element of several views stacks them at the
            // row's leading edge, where SwiftUI's List puts each of them as a row of its own.
            var views: [ResolvedView] = []
            materializeRow(at: index).resolve(into: &views)
            if views.count == 1 { return views[0] }
            return .stack(ResolvedStack(axis: .vertical, alignment: .leading, spacing: nil, children: views))
        }
        switch kind {
        case .composite, .group:
            return rowOfChildren(at: index)
        case .modifier(let modifier):
            let row = rowOfChildren(at: index)
            return modifier.map { .modified(row, $0) } ?? row
        case .section(_, let hasFooter):
            if index == 0 { return drawnSectionHeader ?? .sectionHeader("") }
            if hasFooter, index == rowCount - 1 { return sectionFooter ?? .text("") }
            return rowOfChildren(at: index - 1)
        default:
            var views: [ResolvedView] = []
            resolve(into: &views)
            return ResolvedView.single(views, axis: .vertical)
        }
    }

    private func rowOfChildren(at index: Int) -> ResolvedView {
        rowChild(at: index).map { $0.node.row(at: $0.index) }
            ?? .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: nil, children: []))
    }

    /// The node of lazy element `index`, building it (and evaluating its bodies) the first time.
    private func materializeRow(at index: Int) -> ViewNode {
        guard let lazyRows else {
            preconditionFailure("not a lazy ForEach")
        }
        let key = lazyRows.keys[index]
        if let existing = children.first(where: { $0.key == key }) {
            return existing
        }
        let row = tracking(renewing: false) { lazyRows.content(index) }
        let node = makeChild(key: key, view: row, UpdateContext(environment: environment))
        children.append(node)
        graph.rowBuilt()
        return node
    }

    /// The children that make rows: all of them, but only the content of a section, whose header is its own row.
    private var rowChildren: ArraySlice<ViewNode> {
        if case .section = kind { return children.prefix(1) }
        return children[...]
    }
}
