/// What each view of the unit may change of the values bound to its bindings: so that a `ForEach` handing its
/// row's binding whole to a row view (`member: $m`) can tell whether that view changes the field identifying the
/// row (§6.1), as a control bound to `$m.name` in the loop itself would.
///
/// Only views that declare bindings are walked, once each, across all cores.
struct BindingWrites: Sendable {
    /// The names each view's body reads and writes, for the views that declare bindings.
    private let uses: [String: NameUses]

    init(_ files: [SpecFile], declarations: UnitDeclarations) {
        let walked = Array(files.indices).concurrentMap { index -> (name: String, uses: NameUses)? in
            guard let view = files[index].view, !view.bindings.isEmpty, declarations.declares(view, inFile: index)
            else { return nil }
            return (view.name.name, NameUses(body: view.body))
        }
        var uses: [String: NameUses] = [:]
        for case (let name, let walkedUses)? in walked { uses[name] = walkedUses }
        self.uses = uses
    }

    /// Whether the view `view` may change `field` of the value bound to its binding `binding`: it writes that field
    /// (`$member.name` to a text field, `member.name = ...`), gives the binding a whole value that does not keep
    /// the field (`member = Member(...)`), or hands the binding whole to a view that may change it.
    func mayChange(field: String, of binding: String, in view: String) -> Bool {
        var visited: Set<String> = []
        var pending = [(view: view, binding: binding)]
        while let (view, binding) = pending.popLast() {
            guard visited.insert(view + "." + binding).inserted, let uses = uses[view] else { continue }
            if uses.firstWrite(of: field, in: binding) != nil { return true }
            for write in uses.wholeWrites {
                switch write {
                case .assigned(let name, let value, _) where name == binding:
                    if !Self.keeps(field, of: name, in: value) { return true }
                case .handed(let name, let next, let nextBinding, _) where name == binding:
                    pending.append((next, nextBinding))
                default:
                    continue
                }
            }
        }
        return false
    }

    /// Whether a whole new `value` for `name` keeps its `field`: a record built with `field: name.field`.
    static func keeps(_ field: String, of name: String, in value: Expression) -> Bool {
        switch value.kind {
        case .parenthesized(let inner):
            return keeps(field, of: name, in: inner)
        case .construct(_, let arguments):
            guard let argument = arguments.first(where: { $0.label?.name == field }) else { return false }
            guard case .member(let base, let member) = argument.value.kind, member.name == field,
                case .name(let root) = base.kind
            else { return false }
            return root == name
        default:
            return false
        }
    }
}
