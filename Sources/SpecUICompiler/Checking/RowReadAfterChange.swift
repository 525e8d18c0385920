/// Finds where an action in the rows of `ForEach: $items` reads the row after changing which elements `items` holds
/// (`items.remove(id: item.id)`, then `removed += item.n`).
///
/// SpecUI hands each row a binding to its element by id, which reads the element as it was once it is gone; SwiftUI
/// hands `ForEach($items)` rows bindings to an index, which then reads another element or past the end of the
/// array (a crash). The lint `read-after-change` says to read the row first.
enum RowReadAfterChange {
    /// A read of the row after a change: where the row is read and the statement that changed the collection.
    struct Finding {
        var read: SourceRange
        var change: SourceRange
        /// The path the change moved or replaced elements of: the collection, what holds it, or an enclosing one.
        var changed: String
    }

    /// The methods that change which element is at which index: appending does not, as no element moves.
    static let reindexingMethods: Set<String> = ["remove", "removeAll", "insert"]

    /// The first read of the row after a change in each action under `forEach`'s rows. A change is one of the
    /// collection, of what holds it (`box = ...` for `box.items`), or of an enclosing `ForEach: $rows`'s collection,
    /// whose row the collection is reached through (`ForEach: $item.subs` inside `ForEach: $box.items`), given as
    /// `enclosing`, outermost first.
    static func findings(
        in forEach: ForEachNode, enclosing: [(collection: String, variable: String)] = []
    ) -> [Finding] {
        guard forEach.isBinding, let collection = forEach.collection.pathText else { return [] }
        let row = forEach.variable.name
        let chain = enclosing + [(collection: collection, variable: row)]
        var findings: [Finding] = []
        for action in actions(in: forEach.content) {
            var change: (range: SourceRange, path: String)?
            var stale: Set<String> = []
            for statement in action {
                if let change, stale.contains(row), let read = firstRead(of: row, in: statement) {
                    findings.append(Finding(read: read, change: change.range, changed: change.path))
                    break
                }
                guard let changed = changedPath(statement) else { continue }
                // Each row is stale once its collection, or the row it is reached through, changed.
                for link in chain where isPrefix(changed, of: link.collection) || stale.contains(root(link.collection))
                {
                    stale.insert(link.variable)
                }
                if change == nil, stale.contains(row) { change = (statement.range, changed) }
            }
        }
        return findings
    }

    /// The path whose elements `statement` moves or replaces: the target of an assignment or of a reindexing call.
    private static func changedPath(_ statement: Statement) -> String? {
        switch statement.kind {
        case .assign(let target, .assign, _): target.pathText
        case .call(let target, let method, _) where reindexingMethods.contains(method.name): target.pathText
        case .assign, .call: nil
        }
    }

    /// Whether `path` is `collection` or holds it (`box` holds `box.items`).
    private static func isPrefix(_ path: String, of collection: String) -> Bool {
        collection == path || collection.hasPrefix(path + ".")
    }

    /// The name a path starts from: `item` of `item.subs`.
    private static func root(_ path: String) -> String {
        String(path.prefix { $0 != "." })
    }

    /// Where `statement` reads `row`, in written order: its target, then its value or arguments.
    private static func firstRead(of row: String, in statement: Statement) -> SourceRange? {
        let expressions: [Expression] =
            switch statement.kind {
            case .assign(let target, _, let value): [target, value]
            case .call(let target, _, let arguments): [target] + arguments.map(\.value)
            }
        return expressions.first { $0.references(row) }?.range
    }

    /// Every action under `nodes`: each button's, and each `onAppear`'s and `onChange`'s, in written order.
    private static func actions(in nodes: [ViewNode]) -> [[Statement]] {
        nodes.flatMap { node -> [[Statement]] in
            var found: [[Statement]] = []
            if case .button(_, let action) = node.kind { found.append(action) }
            for modifier in node.modifiers {
                switch modifier.kind {
                case .onAppear(let action), .onChange(_, let action): found.append(action)
                default: break
                }
            }
            return found + actions(in: node.children)
        }
    }
}
