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
