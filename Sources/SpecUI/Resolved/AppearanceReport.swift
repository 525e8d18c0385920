/// How a renderer tells a view in a lazy stack or grid that a frame drew it: its `onAppear` and `task` actions, which
/// wait for that, are queued, and the host has an update to make before the next frame.
public struct AppearanceReport: Sendable, Equatable {
    let node: ViewNode

    /// Records that a frame drew the view.
    @MainActor
    public func drawn() {
        node.graph.drew(node)
    }

    public static func == (lhs: AppearanceReport, rhs: AppearanceReport) -> Bool {
        lhs.node === rhs.node
    }
}
