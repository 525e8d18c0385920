extension ViewNode {
    /// Whether a `List` below this node has rows no frame asked for yet: their views, and so their controls, do
    /// not exist until they are drawn.
    var hasUnbuiltListRows: Bool {
        if let lazyRows, children.count < lazyRows.keys.count {
            return true
        }
        return children.contains { $0.hasUnbuiltListRows }
    }
}
