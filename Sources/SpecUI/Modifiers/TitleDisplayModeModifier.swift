/// Says how the `NavigationStack` showing the view draws its title.
public struct _TitleDisplayModeModifier: ViewModifier, PrimitiveModifier {
    let mode: ToolbarTitleDisplayMode

    public typealias Body = Never

    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .navigationTitleDisplayMode(mode)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// How the `NavigationStack` showing this view draws its title: `.inline` bold and centered on the bar row,
    /// `.large` on a row of its own in the large title's style, `.automatic` as the view below does.
    public func navigationBarTitleDisplayMode(
        _ mode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<Self, _TitleDisplayModeModifier> {
        modifier(_TitleDisplayModeModifier(mode: ToolbarTitleDisplayMode(mode)))
    }

    /// How the `NavigationStack` showing this view draws its title: `.inline` bold and centered on the bar row,
    /// `.inlineLarge` in the large title's style at the leading edge of the bar row, `.large` on a row of its own in
    /// the large title's style, `.automatic` as the view below does.
    ///
    /// ```swift
    /// List(notes) { NoteRow(note: $0) }
    ///     .navigationTitle("Notes")
    ///     .toolbarTitleDisplayMode(.inlineLarge)
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<
        Self, _TitleDisplayModeModifier
    > {
        modifier(_TitleDisplayModeModifier(mode: mode))
    }
}
