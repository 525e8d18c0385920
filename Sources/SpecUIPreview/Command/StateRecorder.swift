import SpecUI
import SpecUICompiler

/// The root's state as last evaluated.
///
/// A class because the recording view writes into it from the graph and the watcher reads it after a reload.
@MainActor
package final class StateRecorder {
    var state: _DynamicState?
    var declaration: ViewDecl?

    package init() {}

    /// The state values SPEC's view in the reloaded `unit` still declares with the same name and type.
    package func values(fitting unit: PreviewUnit) -> [String: Value] {
        guard let name = unit.viewName, let next = unit.result.unit?.view(named: name) else { return [:] }
        return values(fitting: next)
    }

    /// The state values whose name and type `next` still declares; what the reload keeps.
    package func values(fitting next: ViewDecl) -> [String: Value] {
        guard let state, let declaration, declaration.name.name == next.name.name else { return [:] }
        var kept: [String: Value] = [:]
        for entry in next.state {
            guard let old = declaration.state.first(where: { $0.name.name == entry.name.name }),
                Self.type(of: old) == Self.type(of: entry), let value = state[entry.name.name] as? Value
            else { continue }
            kept[entry.name.name] = value
        }
        return kept
    }

    private static func type(of state: StateDecl) -> TypeRef? {
        state.type ?? state.declaredType
    }
}
