/// What a button does, which decides how it looks: a destructive button's label is red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// A button that deletes data or cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
