extension View {
    /// Places `content` along the top or bottom edge of the view, which takes the rest of the room: a bar
    /// under a list, `List { ... }.safeAreaInset(edge: .bottom) { TotalBar() }`.
    ///
    /// A terminal has no safe area for the view to scroll under, so the view and `content` are stacked: `content`
    /// takes the rows it needs at the edge, `spacing` rows (none by default) apart from the view (docs/RUNTIME.md).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Places `content` along the leading or trailing edge of the view, which takes the rest of the room, as the
    /// vertical `safeAreaInset(edge:alignment:spacing:content:)` does across.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
