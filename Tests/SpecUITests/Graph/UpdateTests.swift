import SpecUI
import Testing

@MainActor
@Suite struct UpdateTests {
    @Test func childWithEqualInputsIsSkipped() {
        let host = ViewHost(CountingParentView())
        host.tap("increment")
        host.tap("increment")
        #expect(host.bodyEvaluations["CountingParentView"] == 3)
        #expect(host.bodyEvaluations["ChildView"] == 1)
        #expect(host.bodyEvaluations["ClosureChild"] == 3)
        #expect(host.bodyEvaluations["HintedChild"] == 1)
        #expect(host.resolved.texts.contains("Carol 0"))
        #expect(host.trace.filter { $0.hasPrefix("ClosureChild") }.last == "ClosureChild: @self changed.")
    }

    @Test func twoWritesInOneActionEvaluateOnce() {
        let host = ViewHost(TwoWritesView())
        host.tap("both")
        #expect(host.bodyEvaluations["TwoWritesView"] == 2)
        #expect(host.trace.last == "TwoWritesView: _first, _second changed.")
        #expect(host.resolved.texts.first == "1 1")
    }

    @Test func equalWriteEvaluatesNothing() {
        let host = ViewHost(TwoWritesView())
        host.tap("same")
        #expect(host.bodyEvaluations["TwoWritesView"] == 1)
        #expect(host.trace.count == 1)
    }

    @Test func childBindingWriteUpdatesParentAndSurvivesItsUpdate() {
        let host = ViewHost(BindingParentView())
        #expect(host.toggle("Wi-Fi"))
        #expect(host.resolved.texts.first == "on")
        #expect(host.toggle("Wi-Fi"))
        #expect(host.resolved.texts.first == "off")
        #expect(host.bodyEvaluations["BindingParentView"] == 3)
        #expect(host.bodyEvaluations["SwitchRow"] == 3)
        #expect(host.trace.last == "SwitchRow: @self changed.")
    }

    @Test func environmentChangeRerunsOnlyReaders() {
        let host = ViewHost(EnvironmentRootView())
        #expect(host.resolved.texts == ["ltr", "static"])
        host.environment.layoutDirection = .rightToLeft
        #expect(host.resolved.texts == ["rtl", "static"])
        #expect(host.bodyEvaluations == ["EnvironmentRootView": 1, "DirectionReader": 2, "DirectionIgnorer": 1])
        #expect(host.trace.last == "DirectionReader: @dependencies changed.")
    }

    @Test func environmentOverrideReachesDescendants() {
        let host = ViewHost(OverridingView())
        guard case .modified(.stack(let stack), .layoutDirection(.rightToLeft)) = host.resolved else {
            Issue.record("unexpected \(host.resolved)")
            return
        }
        #expect(stack.children.flatMap(\.texts) == ["rtl"])
    }
}
