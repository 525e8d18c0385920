/// Where the environment keeps the phase of the scene the views are in.
struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}
