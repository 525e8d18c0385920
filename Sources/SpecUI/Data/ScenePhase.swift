/// Whether a scene is in front and taking input, as `@Environment(\.scenePhase)` reads it.
///
/// A terminal preview is always in front: its views read `.active`, unless `environment(\.scenePhase, _:)` sets
/// another phase to preview how they draw in it.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}
