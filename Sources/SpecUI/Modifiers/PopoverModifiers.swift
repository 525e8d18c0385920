extension View {
    /// Presents `content` in a popover while `isPresented` is true:
    /// `.popover(isPresented: $showsHelp) { HelpView() }`.
    ///
    /// Under the compact horizontal size class, a terminal preview's, it is a sheet, as a popover is on iPhone;
    /// under the regular one it is a box in the middle of the screen, as a terminal cannot point an arrow at the
    /// view, so `attachmentAnchor` and `arrowEdge` change nothing. Escape, or `dismiss()` inside, sets
    /// `isPresented` back to false.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        var popover = _PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: nil, content: content)
        popover.isPopover = true
        return modifier(popover)
    }

    /// Presents `content` for `item` in a popover while `item` is not nil; another item is another popover.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        var popover = _PresentationModifier(
            style: .sheet, presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            dismiss: { item.wrappedValue = nil }, onDismiss: nil)
        popover.isPopover = true
        return modifier(popover)
    }
}
