/// A statement of an action (SPEC-LANGUAGE §5), with its file range.
package struct Statement: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// `target = value`, `target += value`, `target -= value`.
        case assign(target: Expression, AssignmentOperator, value: Expression)
        /// `target.method(args)`: `toggle()`, `append(e)`, `insert(e, at: i)`,
        /// `remove(at: i)`, `removeAll()`, `removeAll(where: field)`, `remove(id: e)`.
        case call(target: Expression, method: Identifier, arguments: [Expression.Argument])
    }

    package enum AssignmentOperator: String, Hashable, Sendable {
        case assign = "="
        case addAssign = "+="
        case subtractAssign = "-="
    }

    package var kind: Kind
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
