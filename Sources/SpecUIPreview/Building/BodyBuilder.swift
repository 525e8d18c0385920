import SpecUI
import SpecUICompiler

/// Builds the runtime views of a body, node by node, the way the generated `@ViewBuilder` code builds them.
///
/// A block of one node is that node's view and a longer block a `TupleView`, so identity is the position in the
/// block; `if` and `switch` become `_ConditionalContent`, one identity per branch. A node whose expression fails
/// (overflow, nil) is reported and shows nothing.
@MainActor
struct BodyBuilder {
    let context: InterpreterContext
    let path: String
    let scope: RuntimeScope
    /// The subtrees of the view's body that run as subviews of their own.
    let plan: SubviewPlan

    var evaluator: ExpressionEvaluator { ExpressionEvaluator(scope: scope, factory: context.factory) }

    /// The same builder with `scope`.
    func with(_ scope: RuntimeScope) -> BodyBuilder {
        BodyBuilder(context: context, path: path, scope: scope, plan: plan)
    }

    /// The view of a builder block.
    func block(_ nodes: [SpecUICompiler.ViewNode]) -> any View {
        let nodes = plan.block(nodes)
        return switch nodes.count {
        case 0: EmptyView()
        case 1: view(nodes[0])
        default: TupleView(nodes.map(view))
        }
    }

    /// The view of one node: the subview the plan extracts it into, or the node built in place.
    func view(_ node: SpecUICompiler.ViewNode) -> any View {
        if let subview = plan.subview(replacing: node) {
            return extracted(subview)
        }
        return unextracted(node)
    }

    /// The view of one node built in place, followed by its modifiers in written order.
    func unextracted(_ node: SpecUICompiler.ViewNode) -> any View {
        do throws(RuntimeError) {
            var result: any View
            switch node.kind {
            case .ifElse(let ifNode):
                result = try conditional(ifNode)
                if !node.modifiers.isEmpty { result = grouped(result) }
            case .switchOver(let switchNode):
                result = try switched(switchNode)
                if !node.modifiers.isEmpty { result = grouped(result) }
            default:
                result = try primary(node)
            }
            for modifier in node.modifiers {
                result = try apply(modifier, to: result)
            }
            return result
        } catch {
            context.log.report(error, in: path)
            return EmptyView()
        }
    }

    /// An action: runs the statements and reports a failing one instead of trapping.
    func action(_ statements: [Statement]) -> @MainActor () -> Void {
        let executor = StatementExecutor(evaluator: evaluator)
        let log = context.log
        let path = path
        return {
            do throws(RuntimeError) {
                try executor.run(statements)
            } catch {
                log.report(error, in: path)
            }
        }
    }

    /// `if` without `else` is an optional view; with `else`, a conditional whose branches have their own identity.
    private func conditional(_ node: IfNode) throws(RuntimeError) -> any View {
        let condition = try evaluator.evaluate(node.condition).boolValue
        guard let otherwise = node.otherwise else {
            let content: AnyView? = condition ? AnyView(block(node.then)) : nil
            return content
        }
        let storage: _ConditionalContent<AnyView, AnyView>.Storage =
            condition ? .trueContent(AnyView(block(node.then))) : .falseContent(AnyView(block(otherwise)))
        return _ConditionalContent(storage: storage)
    }

    /// The matching case (or `default`) as nested conditionals, so that each case has its own identity.
    private func switched(_ node: SwitchNode) throws(RuntimeError) -> any View {
        let subject = try evaluator.evaluate(node.subject)
        let index = node.cases.firstIndex { Self.matches(subject, $0.pattern) }
        let bodies = node.cases.map(\.body) + (node.defaultBody.map { [$0] } ?? [])
        guard let chosen = index ?? (node.defaultBody == nil ? nil : node.cases.count) else {
            return EmptyView()
        }
        var content: any View = block(bodies[chosen])
        if chosen < bodies.count - 1 {
            content = _ConditionalContent<AnyView, AnyView>(storage: .trueContent(AnyView(content)))
        }
        for _ in 0..<chosen {
            content = _ConditionalContent<AnyView, AnyView>(storage: .falseContent(AnyView(content)))
        }
        return content
    }

    private static func matches(_ subject: Value, _ pattern: SwitchNode.Case.Pattern) -> Bool {
        switch (subject, pattern) {
        case (.enumCase(_, let name), .enumCase(let expected)): name == expected
        case (.int(let value), .integer(let expected)): value == expected
        case (.string(let value), .string(let expected)): value == expected
        default: false
        }
    }

    /// `Group { ... }` around control flow that has modifiers, as the generated code writes it.
    func grouped(_ content: any View) -> any View {
        func group<Content: View>(_ content: Content) -> any View { Group { content } }
        return group(content)
    }
}
