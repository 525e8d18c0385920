/// Where the environment keeps the edit mode a `NavigationStack` or `.environment(\.editMode, ...)` hands down.
struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}
