/// Where an open menu marks the views that are its items, which a `Toggle` among them is drawn as.
struct MenuItemsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views are the items of an open `Menu`'s box.
    var isMenuItem: Bool {
        get { self[MenuItemsKey.self] }
        set { self[MenuItemsKey.self] = newValue }
    }
}
