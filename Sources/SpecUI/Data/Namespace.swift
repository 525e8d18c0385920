/// A namespace of ids for `matchedGeometryEffect(id:in:)`: `@Namespace private var cards`.
///
/// Its id is the same for as long as the view's identity lasts, as a `@State` is.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// One namespace, unique to the view that declared it.
    public struct ID: Hashable, Sendable {
        let value: ObjectIdentifier
    }

    /// What keeps a namespace's identity in its view's node.
    final class Box {}

    var box: Box?
    /// The namespace of a view that is not in a graph: one of its own.
    private let unattached = Box()

    public init() {}

    public var wrappedValue: ID { ID(value: ObjectIdentifier(box ?? unattached)) }
}

extension Namespace: Equatable {
    public static func == (lhs: Namespace, rhs: Namespace) -> Bool { true }
}

extension Namespace: NonInputField {}

extension Namespace: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: Namespace.self)
        field.pointee.box = node.stateSlot(label) { Box() }
    }
}

extension Namespace: @unchecked Sendable {}
