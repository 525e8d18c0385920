/// Finds where an action in the rows of `ForEach: $items` reads the row after changing which elements `items` holds
/// (`items.remove(id: item.id)`, then `removed += item.n`).
///
/// SpecUI hands each row a binding to its element by id, which reads the element as it was once it is gone; SwiftUI
/// hands `ForEach($items)` rows bindings to an index, which then reads another element or past the end of the
/// array (a crash). The lint `read-after-change` says to read the row first.
struct RowReadAfterChange {
    /// A read of the row after a change: where the row is read and the statement that changed the collection.
    struct Finding {
        var read: SourceRange
        var change: SourceRange
    }

    /// The methods that change which element is at which index: appending does not, as no element moves.
    static let reindexingMethods: Set<String> = ["remove", "removeAll", "insert", "removeFirst", "removeLast"]

    /// The first read of the row after a change of the collection in each action under `forEach`'s rows.
    static func findings(in forEach: ForEachNode) -> [Finding] {
        guard forEach.isBinding, let collection = forEach.collection.pathText else { return [] }
        let row = forEach.variable.name
        var findings: [Finding] = []
        for action in actions(in: forEach.content) {
            var change: SourceRange?
            for statement in action {
                if let change, let read = firstRead(of: row, in: statement) {
                    findings.append(Finding(read: read, change: change))
                    break
                }
                if change == nil, changes(collection, statement) { change = statement.range }
            }
        }
        return findings
    }

    /// Whether `statement` changes which elements `collection` holds at which index.
    private static func changes(_ collection: String, _ statement: Statement) -> Bool {
        switch statement.kind {
        case .assign(let target, .assign, _): target.pathText == collection
        case .call(let target, let method, _): target.pathText == collection && reindexingMethods.contains(method.name)
        case .assign: false
        }
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
