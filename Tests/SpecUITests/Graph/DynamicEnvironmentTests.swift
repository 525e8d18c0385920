import SpecUI
import Testing

/// A run-time view that shows the layout direction it reads through the graph.
struct DirectionLabel: _DynamicView {
    var _viewName: String { "DirectionLabel" }
    var _stateSlots: [_StateSlot] { [] }

    func _inputsEqual(to other: any View) -> Bool { other is DirectionLabel }

    func _body(state: _DynamicState) -> any View {
        Text(state.environment(\.layoutDirection) == .rightToLeft ? "rtl" : "ltr")
    }
}

/// A run-time view that reads nothing from the environment.
struct PlainLabel: _DynamicView {
    var _viewName: String { "PlainLabel" }
    var _stateSlots: [_StateSlot] { [] }

    func _inputsEqual(to other: any View) -> Bool { other is PlainLabel }

    func _body(state: _DynamicState) -> any View { Text("plain") }
}

@MainActor
@Suite struct DynamicEnvironmentTests {
    @Test func aDynamicViewReadingTheEnvironmentIsReevaluatedWhenItChanges() {
        let host = ViewHost(
            VStack {
                DirectionLabel()
                PlainLabel()
            })
        #expect(host.resolved.texts == ["ltr", "plain"])
        host.environment.layoutDirection = .rightToLeft
        #expect(host.resolved.texts == ["rtl", "plain"])
        #expect(host.bodyEvaluations == ["DirectionLabel": 2, "PlainLabel": 1])
        #expect(host.trace.last == "DirectionLabel: @dependencies changed.")
    }

    @Test func anUnreadEnvironmentChangeDoesNotReevaluate() {
        let host = ViewHost(DirectionLabel())
        host.environment.colorScheme = .dark
        #expect(host.bodyEvaluations == ["DirectionLabel": 1])
    }

    @Test func previewDisplayNameLeavesTheViewAsItIs() {
        let host = ViewHost(Text("العداد: 0").previewDisplayName("Arabic"))
        #expect(host.resolved.texts == ["العداد: 0"])
    }
}
