/// Where a popover's arrow points: a rectangle of the view (`.rect(.bounds)`) or a point of it.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
