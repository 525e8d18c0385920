/// Where a `GeometryProxy` measures a frame from: the screen, or the reader itself.
public enum CoordinateSpace: Hashable {
    case global
    case local
    /// A space named with `coordinateSpace(name:)`; a terminal measures it as the screen.
    case named(AnyHashable)
}
