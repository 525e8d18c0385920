/// The `scrollTo` calls of one `ScrollViewReader` that no frame has carried out yet.
///
/// A class because the reader's proxy adds to it from actions and the renderer that draws the reader clears it.
@MainActor
public final class ScrollRequests: Sendable, Equatable {
    nonisolated init() {}

    /// The graph of the reader, told of each request so that a frame is drawn to carry it out.
    weak var graph: ViewGraph?

    func append(_ request: ScrollRequest) {
        pending.append(request)
        graph?.requestFrame()
    }

    /// The requests made since they were last cleared, oldest first.
    public private(set) var pending: [ScrollRequest] = []

    /// Forgets the requests: a renderer clears them once a frame has carried them out.
    public func clear() {
        pending = []
    }

    public nonisolated static func == (lhs: ScrollRequests, rhs: ScrollRequests) -> Bool {
        lhs === rhs
    }
}
