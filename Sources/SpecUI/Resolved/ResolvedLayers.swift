/// A view and the secondary view `overlay` or `background` places over or under it.
///
/// The layer is offered the view's size and placed in it by `alignment`; the view keeps its own size.
public struct ResolvedLayers: Sendable {
    /// Whether the layer is drawn over the view or under it.
    public enum Position: Sendable, Equatable {
        case overlay, background
    }

    public var content: ResolvedView
    /// Several views in the layer are one `ZStack` of them, aligned by `alignment`.
    public var layer: ResolvedView
    public var alignment: Alignment
    public var position: Position
}
