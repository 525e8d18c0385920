/// A `scrollTo` a renderer carries out: the id of the view to show and where in the window to show it.
public struct ScrollRequest: Equatable {
    public var id: AnyHashable
    /// The point of the view brought to the same point of the window; nil moves the window the least that shows
    /// the view whole.
    public var anchor: UnitPoint?

    public init(id: AnyHashable, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }
}
