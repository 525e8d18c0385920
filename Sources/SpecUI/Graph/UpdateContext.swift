/// What a parent hands its children while updating: the environment and whether rows may stay lazy.
struct UpdateContext {
    var environment: EnvironmentValues
    /// True directly inside a `List`: `ForEach` rows are then built only when asked for.
    var isLazy: Bool = false

    /// The same environment, outside any list.
    var eager: UpdateContext {
        UpdateContext(environment: environment, isLazy: false)
    }
}
