/// Where in its own body a view may use itself: inside a `ForEach` over part of one of its props or bindings, handing
/// that parameter a part of the element (`ForEach: folder.children` with `as: child`, then `FolderRow` with
/// `folder: child`).
///
/// Such a use is given a strictly smaller value than the view was, and a value is a finite tree (a record holds
/// itself only through an array), so the views end where the data does, as a recursive SwiftUI view over a tree does.
/// Any other use of a view inside itself never ends, and is `recursive-view`.
struct RecursionScope {
    /// The view's props and bindings.
    private let parameters: Set<String>
    /// The view's state and environment values.
    private let others: Set<String>
    /// Each loop variable in scope, with the parameters its elements are part of (none for a loop over anything
    /// else).
    private var loopVariables: [String: Set<String>] = [:]

    init(_ view: ViewDecl) {
        parameters = Set((view.props + view.bindings).lazy.map(\.name.name))
        others = Set(view.state.lazy.map(\.name.name) + view.environment.lazy.map(\.key.rawValue))
    }

    /// The scope inside the content of `forEach`, whose loop variable shadows any name it repeats.
    func entering(_ forEach: ForEachNode) -> RecursionScope {
        var inner = self
        inner.loopVariables[forEach.variable.name] = Self.root(of: forEach.collection).map(partOf) ?? []
        return inner
    }

    /// Whether a use of the view itself, with `arguments`, hands some parameter a part of an element of it.
    ///
    /// An argument read from a name the view does not declare (`$child` without the `as: child` that names it) is
    /// taken to be such a part: the name is the mistake, reported where it is read.
    func isBoundedByData(_ arguments: [ComponentArgument]) -> Bool {
        arguments.contains { argument in
            guard let root = Self.root(of: argument.value) else { return false }
            guard let parts = loopVariables[root] else { return !parameters.contains(root) && !others.contains(root) }
            return parts.contains(argument.label.name)
        }
    }

    /// The parameters a value rooted at `name` is part of.
    private func partOf(_ name: String) -> Set<String> {
        if let parts = loopVariables[name] { return parts }
        return parameters.contains(name) ? [name] : []
    }

    /// The name a path (`child`, `child.folder`, `$child`) starts from, or nil for any other value.
    private static func root(of value: ComponentArgument.Value) -> String? {
        switch value {
        case .expression(let expression): root(of: expression)
        case .unresolved(let scalar): root(ofPath: scalar.value)
        case .template, .invalid, .misplaced: nil
        }
    }

    private static func root(of expression: Expression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, _), .binding(let base), .parenthesized(let base): root(of: base)
        default: nil
        }
    }

    /// The first name of a path written as text, before the checker has read it as an expression.
    private static func root(ofPath text: String) -> String? {
        let path = text.hasPrefix("$") ? text.dropFirst() : Substring(text)
        return SwiftIdentifier.pathNames(path)?.first.map(String.init)
    }
}
