/// The views a `NavigationStack` has pushed over its root, the destinations its views declare for values, and the
/// stack's node to update when they change.
///
/// A class because the stack's node, the links inside it and its back button all refer to the one stack.
@MainActor
final class NavigationLevels {
    /// A pushed level, with the serial that makes it an identity of its own: pushing the same view or value twice
    /// makes two levels, each with its own state.
    struct Level {
        let serial: Int
        let content: LevelContent

        /// Whether a view pushed it, rather than a value of the path or a presenting modifier.
        var isPushedByAView: Bool {
            switch content {
            case .view, .linked: true
            case .value, .presented: false
            }
        }
    }

    /// What a level shows: a view, a value its `navigationDestination(for:)` draws, the destination the link node
    /// `link` holds as of its latest update, or the destination of the `navigationDestination(isPresented:)` of the
    /// modifier node `presenter`.
    enum LevelContent {
        case view(AnyView)
        case value(AnyHashable)
        case linked(link: ObjectIdentifier)
        case presented(presenter: ObjectIdentifier)
    }

    /// The destination a link that pushed a level holds, as its latest update wrote it, and the node of the level
    /// showing it, to update when it changes.
    private struct LinkedDestination {
        var destination: AnyView
        weak var level: ViewNode?
    }

    /// The destination a `navigationDestination(isPresented:)` shows while its binding is true, as its latest
    /// update wrote it, and the node of the level showing it, to update when it changes.
    private struct Presentation {
        var destination: AnyView
        var isPresented: Binding<Bool>
        weak var level: ViewNode?
    }

    private(set) var pushed: [Level] = [] {
        didSet {
            guard pushed.count < oldValue.count else { return }
            // A link's destination is kept only while a level it pushed is shown.
            linked = linked.filter { link, _ in
                pushed.contains { if case .linked(link) = $0.content { true } else { false } }
            }
        }
    }
    /// The destinations of the links that pushed the levels shown, by the link's node.
    private var linked: [ObjectIdentifier: LinkedDestination] = [:]
    private var nextSerial = 0
    weak var node: ViewNode?
    /// The stack's `path` binding, nil for a stack that keeps its levels itself.
    var path: NavigationPathBinding?
    /// Where the links of a split view's column show their destinations, in the column after it; nil for a stack
    /// that pushes them.
    var nextColumn: SplitViewNextColumn?
    /// The destinations `navigationDestination(for:)` declares, by value type, then by the level declaring them.
    private var destinations: [ObjectIdentifier: [Int: (AnyHashable) -> AnyView]] = [:]
    /// The destinations shown by `navigationDestination(isPresented:)`, by the node of the modifier.
    private var presentations: [ObjectIdentifier: Presentation] = [:]

    /// Shows `view`, the destination of the link node `link`, over the current top level, or in the next column
    /// of a split view.
    func push(_ view: AnyView, from link: ObjectIdentifier) {
        if let nextColumn {
            nextColumn.destinations?.show(.view(view), from: self, above: pushed.count + 1, inColumn: nextColumn.index)
            return
        }
        linked[link] = LinkedDestination(destination: view)
        append(.linked(link: link))
        node?.levelsDidChange()
    }

    /// Keeps `destination` as what the link node `link` holds now, and updates the level it pushed, if one is
    /// shown, as SwiftUI updates a pushed view when the view that made its link updates.
    func linkDidUpdate(_ link: ObjectIdentifier, destination: AnyView) {
        guard linked[link] != nil else { return }
        linked[link]?.destination = destination
        if let level = linked[link]?.level { level.graph.markDirty(level) }
    }

    /// The destination the level `level` shows for the link node `link`, keeping the level's node to update when
    /// the link updates.
    func linkedDestination(_ link: ObjectIdentifier, in level: ViewNode) -> AnyView? {
        linked[link]?.level = level
        return linked[link]?.destination
    }

    /// Shows the destination declared for the type of `value` over the current top level, appending `value` to the
    /// bound path, or in the next column of a split view; nothing when no level below declares a destination for
    /// that type.
    func push(value: AnyHashable) {
        let index = pushed.count + 1
        guard destination(for: value, above: index) != nil else { return }
        if let nextColumn {
            nextColumn.destinations?.show(.value(value), from: self, above: index, inColumn: nextColumn.index)
            return
        }
        if let path {
            path.set(path.get() + [value])
        } else {
            append(.value(value))
        }
        node?.levelsDidChange()
    }

    /// Goes back to the level below the top one, removing the last element of the bound path when the top level
    /// shows one; nothing at the root.
    func pop() {
        guard let top = pushed.last else { return }
        if case .value = top.content, let path {
            path.set(Array(path.get().dropLast()))
        } else {
            pushed.removeLast()
        }
        if case .presented(let presenter) = top.content {
            presentations.removeValue(forKey: presenter)?.isPresented.wrappedValue = false
        }
        node?.levelsDidChange()
    }

    /// Goes back to the root: every pushed level goes, the bound path is emptied and every
    /// `navigationDestination(isPresented:)` shown is set to false; nothing at the root.
    func popToRoot() {
        guard !pushed.isEmpty else { return }
        if let path { path.set([]) }
        for level in pushed {
            if case .presented(let presenter) = level.content {
                presentations.removeValue(forKey: presenter)?.isPresented.wrappedValue = false
            }
        }
        pushed.removeAll()
        node?.levelsDidChange()
    }

    /// Brings the level of the `navigationDestination(isPresented:)` of the modifier node `presenter` in line
    /// with its binding: while it is true, `destination` is shown over the current top level (a new level when it
    /// was false, the same level updated when it was already shown); when it turns false, the level goes with
    /// those above it.
    func present(_ destination: AnyView, isPresented: Binding<Bool>, by presenter: ObjectIdentifier) {
        let index = pushed.firstIndex {
            if case .presented(let shown) = $0.content { shown == presenter } else { false }
        }
        guard isPresented.wrappedValue else {
            presentations[presenter] = nil
            if let index {
                pushed.removeSubrange(index...)
                node?.levelsDidChange()
            }
            return
        }
        let level = presentations[presenter]?.level
        presentations[presenter] = Presentation(destination: destination, isPresented: isPresented, level: level)
        if index == nil {
            append(.presented(presenter: presenter))
            node?.levelsDidChange()
        } else if let level {
            level.graph.markDirty(level)
        }
    }

    /// The destination the level `level` shows for the `navigationDestination(isPresented:)` of `presenter`,
    /// keeping the level's node to update when the destination changes.
    func presentedDestination(by presenter: ObjectIdentifier, in level: ViewNode) -> AnyView? {
        presentations[presenter]?.level = level
        return presentations[presenter]?.destination
    }

    /// Brings the levels in line with the bound path: the levels of the elements it still starts with stay, with
    /// the views pushed over them; a level pushed by a view over an element that is gone goes with it, and each
    /// new element pushes a level.
    func follow(_ values: [AnyHashable]) {
        var kept: [Level] = []
        var matched = 0
        var changed = false
        for level in pushed {
            if case .value(let value) = level.content {
                guard matched < values.count, values[matched] == value else {
                    changed = true
                    break
                }
                matched += 1
            }
            kept.append(level)
        }
        if changed {
            while let last = kept.last, last.isPushedByAView {
                kept.removeLast()
            }
        }
        pushed = kept
        for value in values.dropFirst(matched) {
            append(.value(value))
        }
        for type in destinations.keys {
            destinations[type] = destinations[type]?.filter { $0.key <= pushed.count }
        }
    }

    /// Keeps `destination` as the view the level `index` (0 for the root) shows for values of type `Value`.
    func declare<Value: Hashable>(_: Value.Type, at index: Int, destination: @escaping (Value) -> AnyView) {
        destinations[ObjectIdentifier(Value.self), default: [:]][index] = { value in
            (value.base as? Value).map(destination) ?? AnyView(EmptyView())
        }
    }

    /// The view for `value` on the level `index`: the destination declared for its type by the nearest level
    /// below it.
    func destination(for value: AnyHashable, above index: Int) -> AnyView? {
        guard let declared = destinations[ObjectIdentifier(type(of: value.base))],
            let nearest = declared.keys.filter({ $0 < index }).max()
        else { return nil }
        return declared[nearest]?(value)
    }

    private func append(_ content: LevelContent) {
        nextSerial += 1
        pushed.append(Level(serial: nextSerial, content: content))
    }
}
