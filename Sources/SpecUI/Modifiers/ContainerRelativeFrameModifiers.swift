extension View {
    /// A frame as long along `axes` as the container around the view: the nearest scroll view's window, or
    /// `List`, else the screen. `ScrollView(.horizontal) { LazyHStack { ForEach(cards) { CardView($0)
    /// .containerRelativeFrame(.horizontal) } } }` makes each card as wide as the window.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> ModifiedContent<Self, _StyleModifier>
    {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// A frame `span` of `count` equal parts of the container long along `axes`, `spacing` cells between the
    /// parts: three cards to a window with `count: 3, spacing: 1`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _StyleModifier> {
        styled(
            .containerRelativeFrame(
                ContainerRelativeFrame(
                    axes: axes, alignment: alignment, rule: .parts(count: count, span: span, spacing: spacing))))
    }

    /// A frame along `axes` as long as `length` says from the container's length along each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _StyleModifier> {
        styled(
            .containerRelativeFrame(
                ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .custom(ContainerLength(length)))))
    }
}
