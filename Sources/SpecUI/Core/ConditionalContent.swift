/// One of two views chosen by an `if`/`else` (or a `switch`) in a `@ViewBuilder`.
///
/// Each branch has its own identity: switching branches discards the other branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { neverBody() }
}

extension _ConditionalContent: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        switch storage {
        case .trueContent(let content):
            node.reconcile([(AnyHashable(true), content)], context)
        case .falseContent(let content):
            node.reconcile([(AnyHashable(false), content)], context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        if let content = self {
            node.reconcile([(AnyHashable(0), content)], context)
        } else {
            node.reconcile([], context)
        }
    }
}
