extension LayoutNode {
    /// Draws a navigation bar's row: the leading items from the leading edge and the trailing items at the
    /// trailing edge, each as wide as it wants, then the title between them: in the middle of the row when the room
    /// between the items allows, moved toward the wider room when it does not, and shortened to that room when it
    /// is longer, as iOS places an inline title. Right to left, the row is mirrored.
    func drawBarRow(in rect: Rect, _ context: DrawContext, _ canvas: inout Canvas) {
        let (leading, title, trailing) = (children[0], children[1], children[2])
        let unbounded = Proposal(width: Proposal.unbounded, height: rect.height)
        let leadingSize = leading.sizeThatFits(unbounded)
        let trailingSize = trailing.sizeThatFits(unbounded)
        let leadingRect = Rect(x: rect.x, y: rect.y, width: min(leadingSize.width, rect.width), height: rect.height)
        let trailingWidth = min(trailingSize.width, max(0, rect.width - leadingRect.width))
        let trailingRect = Rect(
            x: rect.maxX - trailingWidth, y: rect.y, width: trailingWidth, height: rect.height)
        for (child, childRect) in [(leading, leadingRect), (trailing, trailingRect)] where childRect.width > 0 {
            child.draw(
                in: context.place(childRect, in: rect), proposal: Proposal(childRect.size), context, &canvas)
        }
        // The room between the items, a cell of spacing from each.
        let start = leadingRect.maxX + (leadingRect.width > 0 ? Self.horizontalSpacing : 0)
        let end = trailingRect.x - (trailingRect.width > 0 ? Self.horizontalSpacing : 0)
        guard end > start else { return }
        let width = min(title.sizeThatFits(unbounded).width, end - start)
        let centered = rect.x + (rect.width - width) / 2
        let x = min(max(centered, start), end - width)
        let titleRect = Rect(x: x, y: rect.y, width: width, height: rect.height)
        title.draw(
            in: context.place(titleRect, in: rect), proposal: Proposal(width: width, height: rect.height), context,
            &canvas)
    }
}
