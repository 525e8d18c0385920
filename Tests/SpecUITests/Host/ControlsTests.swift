import SpecUI
import Testing

enum LoadStatus: Hashable {
    case loading, loaded, failed
}

struct StatusView: View {
    @State private var status = LoadStatus.loading
    @State private var quantity = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            switch status {
            case .loading:
                ProgressView("Loading", value: 0.5)
            case .loaded:
                Text("Done")
            case .failed:
                Text("Failed")
            }
            Stepper("Qty", value: $quantity, in: 0...2)
            Text("qty \(quantity)")
            Button("load") { status = .loaded }
                .disabled(quantity == 0)
                .padding(.horizontal, 2)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct StatusView_Previews: PreviewProvider {
    static var previews: some View {
        StatusView()
    }
}

/// A counter defined at run time, as an interpreter would define one.
struct InterpretedCounter: _DynamicView {
    let name: String

    var _viewName: String { name }
    var _stateSlots: [_StateSlot] { [_StateSlot(name: "count", initialValue: 0)] }

    func _inputsEqual(to other: any View) -> Bool {
        (other as? InterpretedCounter)?.name == name
    }

    func _body(state: _DynamicState) -> any View {
        let count = state["count"] as? Int ?? 0
        return VStack {
            Text("العداد: \(count)")
            Button("زيادة") { state["count"] = count + 1 }
        }
    }
}

/// A dynamic view that counts how often its state's initial value is made.
struct CountingInitialValues: _DynamicView {
    final class Made: @unchecked Sendable { var count = 0 }
    let made: Made

    var _viewName: String { "CountingInitialValues" }
    var _stateSlots: [_StateSlot] {
        [
            _StateSlot(
                name: "count",
                initialValue: {
                    made.count += 1
                    return 0
                }())
        ]
    }

    func _inputsEqual(to other: any View) -> Bool { true }

    func _body(state: _DynamicState) -> any View {
        let count = state["count"] as? Int ?? 0
        return Button("plus \(count)") { state["count"] = count + 1 }
    }
}

@MainActor
@Suite struct ControlsTests {
    /// A state's initial value is made once, when its storage is, as `@State`'s is: not at every evaluation.
    @Test func aDynamicViewMakesItsInitialValueOnce() {
        let made = CountingInitialValues.Made()
        let host = ViewHost(CountingInitialValues(made: made))
        for count in 0..<3 { #expect(host.tap("plus \(count)")) }
        #expect(host.resolved.texts == ["plus 3"])
        #expect(made.count == 1)
    }

    @Test func switchStepperAndDisabledButton() {
        let host = ViewHost(StatusView_Previews.previews)
        #expect(host.decrement("Qty"))
        #expect(!host.decrement("Qty"))
        #expect(host.resolved.texts.contains("qty 0"))
        #expect(host.actionable("load")?.isDisabled == true)
        #expect(!host.tap("load"))
        #expect(host.increment("Qty"))
        #expect(host.tap("load"))
        #expect(host.resolved.texts.first == "Done")
        #expect(host.actionables.map(\.kind) == [.stepper, .button])
    }

    @Test func dynamicViewTracesLikeACompiledView() {
        let compiled = ViewHost(CounterView())
        let interpreted = ViewHost(InterpretedCounter(name: "CounterView"))
        for host in [compiled, interpreted] {
            host.tap("زيادة")
            host.tap("زيادة")
        }
        #expect(interpreted.resolved.texts == ["العداد: 2", "زيادة"])
        #expect(interpreted.trace == compiled.trace)
        #expect(interpreted.bodyEvaluations == compiled.bodyEvaluations)
    }
}
