/// What a `ScrollViewReader` hands its content to scroll with.
public struct ScrollViewProxy: Sendable {
    let requests: ScrollRequests

    /// Scrolls the scroll view or list inside the reader that holds the view `id` names (a `ForEach` element's
    /// id, or an `id(_:)`) to show it. With an anchor, the point of the view at that anchor is brought to the
    /// same point of the scroll view (`.top`: the view's top edge at the window's top; `.center`, `.bottom`);
    /// without one, the window moves the least that shows the view whole. An id nothing inside has changes
    /// nothing.
    ///
    /// The scrolling happens when the screen is next drawn, after the update the call was made in.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.append(ScrollRequest(id: AnyHashable(id), anchor: anchor))
    }
}
