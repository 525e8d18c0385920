import SpecUI
import SpecUIPreview
import Testing

@MainActor
@Suite struct SeedInterpreterTests {
    @Test func counterViewCountsTwoTapsLikeTheCompiledView() throws {
        let preview = try #require(Preview(repositoryUnit("CounterView"), view: "CounterView"))
        #expect(preview.host.tap("زيادة"))
        #expect(preview.host.tap("زيادة"))
        #expect(preview.lines == ["العداد: 2", "زيادة"])
        #expect(preview.host.bodyEvaluations["CounterView"] == 3)
        #expect(
            preview.host.trace == [
                "CounterView: @self, @identity, _count changed.",
                "CounterView: _count changed.",
                "CounterView: _count changed.",
            ])
    }

    @Test func counterViewAppliesModifiersInWrittenOrder() throws {
        let preview = try #require(Preview(repositoryUnit("CounterView"), view: "CounterView"))
        guard case .stack(let stack) = preview.host.resolved, stack.children.count == 2,
            case .modified(.text("العداد: 0"), .font(.largeTitle)) = stack.children[0]
        else {
            Issue.record("unexpected frame \(preview.host.resolved)")
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
    }

    @Test func parentViewPassesTheNameToItsChild() throws {
        let preview = try #require(Preview(repositoryUnit("ParentView", "ChildView"), view: "ParentView"))
        #expect(preview.lines == ["مرحباً، Alice!"])
        #expect(
            preview.host.trace == ["ParentView: @self, @identity changed.", "ChildView: @self, @identity changed."])
    }

    @Test func conditionalViewShowsTextOrProgressFromItsProp() throws {
        let ready = try #require(
            Preview(repositoryUnit("ConditionalView"), view: "ConditionalView", values: ["isReady": .bool(true)]))
        guard case .modified(.text("جاهز"), .foregroundColor(.green)) = ready.host.resolved else {
            Issue.record("unexpected frame \(ready.host.resolved)")
            return
        }
        let waiting = try #require(Preview(repositoryUnit("ConditionalView"), view: "ConditionalView"))
        #expect(waiting.lines == ["<progress  ->"])
    }

    @Test func aChildWithEqualPropsIsNotReevaluatedWhenItsParentCounts() throws {
        let unit = checkedUnit([
            ("Specs/ChildView.yaml", "view: ChildView\nprops:\n  name: String\nbody:\n  - Text: \"مرحباً، {name}!\"\n"),
            (
                "Specs/CountingParent.yaml",
                """
                view: CountingParent
                state:
                  count: 0
                body:
                  - VStack:
                      - Text: "count {count}"
                      - Button: "increment"
                        action: count += 1
                      - ChildView:
                          name: "Alice"
                """
            ),
        ])
        let preview = try #require(Preview(unit, view: "CountingParent"))
        preview.host.tap("increment")
        preview.host.tap("increment")
        #expect(preview.lines == ["count 2", "increment", "مرحباً، Alice!"])
        #expect(preview.host.bodyEvaluations == ["CountingParent": 3, "ChildView": 1])
    }
}
