/// The size and place a `GeometryReader` was given, in cells, as every length here is.
public struct GeometryProxy: Sendable {
    let frame: CGRect

    /// The room the reader takes.
    public var size: CGSize { frame.size }

    /// A terminal has no safe area: every inset is zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame on the screen (`.global`, and a named space), or at its own origin (`.local`).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: frame.size) : frame
    }
}
