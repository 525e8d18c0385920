extension ViewNode {
    /// How many list rows this node contributes, without evaluating any `ForEach` element.
    var rowCount: Int {
        if let lazyRows {
            return lazyRows.keys.count
        }
        switch kind {
        case .composite, .group, .modifier:
            return children.reduce(0) { $0 + $1.rowCount }
        case .section:
            return 1 + children.reduce(0) { $0 + $1.rowCount }
        default:
            return 1
        }
    }

    /// Row `index` of a `List` node, built on first request.
    func listRow(at index: Int) -> ResolvedView {
        guard let content = children.first, index >= 0, index < content.rowCount else {
            return .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: nil, children: []))
        }
        return content.row(at: index)
    }

    private func row(at index: Int) -> ResolvedView {
        if lazyRows != nil {
            return ResolvedView.single(materializeRow(at: index).resolvedChildren(), axis: .vertical)
        }
        switch kind {
        case .composite, .group:
            return rowOfChildren(at: index)
        case .modifier(let modifier):
            let row = rowOfChildren(at: index)
            return modifier.map { .modified(row, $0) } ?? row
        case .section(let header):
            return index == 0 ? .sectionHeader(header ?? "") : rowOfChildren(at: index - 1)
        default:
            var views: [ResolvedView] = []
            resolve(into: &views)
            return ResolvedView.single(views, axis: .vertical)
        }
    }

    private func rowOfChildren(at index: Int) -> ResolvedView {
        var index = index
        for child in children {
            let count = child.rowCount
            if index < count {
                return child.row(at: index)
            }
            index -= count
        }
        return .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: nil, children: []))
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
        let node = makeChild(key: key, view: lazyRows.content(index), UpdateContext(environment: environment))
        children.append(node)
        return node
    }
}
