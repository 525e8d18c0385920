import SpecUI
import SpecUICompiler

/// SPEC's root view, unchanged on the graph, that remembers its state slots so `--watch` can carry them over.
///
/// It has the root's name, slots and inputs, so counters, traces and identity are those of the view itself.
struct StateRecordingView: _DynamicView {
    let view: InterpretedView
    let recorder: StateRecorder

    var _viewName: String { view._viewName }

    var _stateSlots: [_StateSlot] { view._stateSlots }

    func _inputsEqual(to other: any View) -> Bool {
        guard let other = other as? StateRecordingView else { return false }
        return view == other.view
    }

    func _body(state: _DynamicState) -> any View {
        recorder.state = state
        recorder.declaration = view.declaration
        return view._body(state: state)
    }
}

/// The root's state as last evaluated.
///
/// A class because the recording view writes into it from the graph and the watcher reads it after a reload.
@MainActor
final class StateRecorder {
    var state: _DynamicState?
    var declaration: ViewDecl?

    /// The state values whose name and type `next` still declares; what the reload keeps.
    func values(fitting next: ViewDecl) -> [String: Value] {
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
