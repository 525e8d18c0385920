import SpecUI
import Testing

@MainActor
@Suite struct SeedTests {
    @Test func counterViewCountsTwoTaps() {
        let host = ViewHost(CounterView())
        #expect(host.tap("زيادة"))
        #expect(host.tap("زيادة"))
        #expect(host.resolved.texts == ["العداد: 2", "زيادة"])
        #expect(host.bodyEvaluations["CounterView"] == 3)
        #expect(
            host.trace == [
                "CounterView: @self, @identity, _count changed.",
                "CounterView: _count changed.",
                "CounterView: _count changed.",
            ])
    }

    @Test func counterViewResolvesModifiersInWrittenOrder() {
        let host = ViewHost(CounterView())
        guard case .stack(let stack) = host.resolved, stack.children.count == 2 else {
            Issue.record("expected a VStack with two children, got \(host.resolved)")
            return
        }
        guard case .modified(.text("العداد: 0"), .font(.largeTitle)) = stack.children[0] else {
            Issue.record("unexpected title \(stack.children[0])")
            return
        }
        var modifiers: [ResolvedModifier] = []
        var view = stack.children[1]
        while case .modified(let content, let modifier) = view {
            modifiers.insert(modifier, at: 0)
            view = content
        }
        #expect(
            modifiers == [
                .padding(edges: .all, length: nil), .background(.blue), .foregroundColor(.white), .cornerRadius(8),
            ])
        guard case .button(let button) = view, case .text("زيادة") = button.label else {
            Issue.record("expected the button, got \(view)")
            return
        }
    }

    @Test func conditionalViewShowsTextOrProgress() {
        let ready = ViewHost(ConditionalView(isReady: true))
        guard case .modified(.text("جاهز"), .foregroundColor(.green)) = ready.resolved else {
            Issue.record("unexpected \(ready.resolved)")
            return
        }
        let waiting = ViewHost(ConditionalView(isReady: false))
        guard case .progressView(let progress) = waiting.resolved else {
            Issue.record("unexpected \(waiting.resolved)")
            return
        }
        #expect(progress == ResolvedProgressView(label: nil, value: nil))
    }

    @Test func parentViewPassesTheName() {
        let host = ViewHost(ParentView())
        #expect(host.resolved.texts == ["مرحباً، Alice!"])
        #expect(host.trace == ["ParentView: @self, @identity changed.", "ChildView: @self, @identity changed."])
    }
}
