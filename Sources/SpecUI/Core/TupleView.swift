/// Several views built by one `@ViewBuilder` block, each with its position as identity.
public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    public var body: Never { neverBody() }
}

extension TupleView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        var children: [(AnyHashable, any View)] = []
        if let views = Self.elements(of: value) {
            for (index, view) in views.enumerated() {
                children.append((AnyHashable(index), view))
            }
        }
        node.reconcile(children, context)
    }

    /// The views of the tuple, read with reflection so any arity works.
    static func elements(of value: T) -> [any View]? {
        if let single = value as? any View {
            return [single]
        }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}
