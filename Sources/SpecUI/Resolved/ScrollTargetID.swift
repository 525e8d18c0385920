/// The id of a `ForEach` element or an `id(_:)` view inside a `ScrollViewReader`, which a `scrollTo` names.
public struct ScrollTargetID: Sendable, Equatable {
    /// The element's node, keyed by the id.
    let node: ViewNode

    @MainActor
    public var id: AnyHashable { node.key }

    public static func == (lhs: ScrollTargetID, rhs: ScrollTargetID) -> Bool {
        lhs.node === rhs.node
    }
}
