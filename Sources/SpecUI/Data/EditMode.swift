/// Whether the rows of a list can be edited: `@Environment(\.editMode)`, which `EditButton` turns on and off.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether rows are being edited: true for `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// The edit mode of the views inside: a `NavigationStack` keeps one for its views, and
    /// `.environment(\.editMode, $mode)` hands down one of a view's own; nil outside both.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
