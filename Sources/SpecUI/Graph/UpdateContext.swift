/// What a parent hands its children while updating: the environment and whether rows may stay lazy.
struct UpdateContext {
    var environment: EnvironmentValues
    /// True directly inside a `List`: `ForEach` rows are then built only when asked for.
    var isLazy: Bool = false
    /// True inside a lazy stack or grid, whose children are all built at once: their `onAppear` and `task` actions
    /// wait for a frame to draw them, as SwiftUI's wait for a lazy stack to make them.
    var appearsWhenDrawn: Bool = false

    /// The same environment, outside any list.
    var eager: UpdateContext {
        UpdateContext(environment: environment, isLazy: false, appearsWhenDrawn: appearsWhenDrawn)
    }

    /// The same, inside a lazy stack or grid: its children's appearance actions wait for a frame to draw them.
    var appearingWhenDrawn: UpdateContext {
        var context = self
        context.appearsWhenDrawn = true
        return context
    }
}
