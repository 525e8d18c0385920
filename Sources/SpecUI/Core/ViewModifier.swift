/// A reusable change to a view: `body(content:)` returns the modified view.
///
/// A custom modifier's body is rebuilt on every update of the modified view. Its `@State` lives with the modified
/// view's identity and its `@Environment` fields read the modified view's environment, as in a view:
///
/// ```swift
/// struct Card: ViewModifier {
///     @Environment(\.colorScheme) private var colorScheme
///     func body(content: Content) -> some View {
///         content.padding().background(colorScheme == .dark ? .black : .white)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The view a `ViewModifier` modifies, as seen from its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    public var body: Never { fatalError("_ViewModifier_Content is a primitive view and has no body") }
}

extension _ViewModifier_Content: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        node.reconcile([(AnyHashable(ObjectIdentifier(type(of: content))), content)], context)
    }
}

/// A modifier the graph applies itself; it wraps `content` in one node.
@MainActor
protocol PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext)
}
