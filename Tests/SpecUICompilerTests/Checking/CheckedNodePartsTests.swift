import SpecUICompiler
import Testing

/// The checker rebuilds typed nodes from their parts; what it leaves alone must come back exactly as written.
@Suite struct CheckedNodePartsTests {
    private static let spec = """
        view: Main
        types:
          Filter: [all, done]
        state:
          count: 0
        bindings:
          filter: Filter
        body:
          - Text: "Count {count} of {count + 1} now"
            font: title
            padding: 8
            bold: true
            opacity: 0.5
            foregroundColor: red
          - switch: filter
            cases:
              all: [EmptyView]
              done:
                - Button: "Add"
                  action:
                    - count += 1
        """

    @Test func modifiersKeepTheirOrderAndOnlyExpressionsGainTypes() {
        let result = checkSpecs([("Specs/Main.yaml", Self.spec)])
        #expect(result.lines == [])
        let modifiers = result.unit.view(named: "Main")?.body.first?.modifiers ?? []
        #expect(modifiers.count == 5)
        guard modifiers.count == 5 else { return }
        #expect(modifiers[0].kind == .font(.title))
        #expect(modifiers[2].kind == .bold)
        #expect(modifiers[4].kind == .foregroundColor(.red))
        guard case .padding(let padding) = modifiers[1].kind, case .opacity(let opacity) = modifiers[3].kind else {
            Issue.record("padding and opacity not in place")
            return
        }
        #expect(padding.length?.type == .int)
        #expect(opacity.type == .double)
        #expect(modifiers.map(\.range.start.line) == [10, 11, 12, 13, 14])
    }

    @Test func templatesKeepTheirTextAndTypeEachInterpolation() {
        let result = checkSpecs([("Specs/Main.yaml", Self.spec)])
        guard case .text(let template) = result.unit.view(named: "Main")?.body.first?.kind else {
            Issue.record("no Text")
            return
        }
        let texts = template.parts.compactMap { part -> String? in
            if case .text(let text) = part { text } else { nil }
        }
        let types = template.parts.compactMap { part -> TypeRef? in
            if case .interpolation(let expression) = part { expression.type } else { nil }
        }
        #expect(texts == ["Count ", " of ", " now"])
        #expect(types == [.int, .int])
    }

    @Test func switchCasesKeepPatternsRangesAndTypedBodies() {
        let result = checkSpecs([("Specs/Main.yaml", Self.spec)])
        guard let body = result.unit.view(named: "Main")?.body, body.count == 2,
            case .switchOver(let node) = body[1].kind
        else {
            Issue.record("no switch")
            return
        }
        #expect(node.cases.map(\.pattern) == [.enumCase("all"), .enumCase("done")])
        #expect(node.cases.map(\.range.start.line) == [17, 18])
        guard case .button(_, let action) = node.cases.last?.body.first?.kind,
            case .assign(let target, let op, let value) = action.first?.kind
        else {
            Issue.record("no Button action")
            return
        }
        #expect(op == .addAssign)
        #expect(target.type == .int)
        #expect(value.type == .int)
        #expect(action.first?.range.start.line == 21)
    }
}
