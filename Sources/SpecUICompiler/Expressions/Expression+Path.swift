extension Expression {
    /// A name and the fields below it as written (`on`, `row.todo`), or nil for any other expression: what a
    /// binding can reach once a `$` is written before it.
    var pathText: String? {
        switch kind {
        case .name(let name): name
        case .member(let base, let member): base.pathText.map { $0 + "." + member.name }
        default: nil
        }
    }
}
