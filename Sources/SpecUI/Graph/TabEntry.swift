/// One tab of a `TabView`: the node of the view it shows, the tag that selects it, the node of its `tabItem(_:)`
/// and its badge.
struct TabEntry {
    let content: ViewNode
    let tag: AnyHashable?
    let item: ViewNode?
    let badge: String?
}
