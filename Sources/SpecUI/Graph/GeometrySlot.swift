/// Where a `GeometryReader` was last drawn, in cells: what its proxy says while its content is built.
@MainActor
final class GeometrySlot {
    var frame = CGRect.zero
}
