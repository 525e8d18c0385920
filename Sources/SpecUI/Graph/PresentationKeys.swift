/// Where a presentation puts itself for the views it presents.
struct PresentationKey: EnvironmentKey {
    static var defaultValue: ObjectReference<Presentation>? { nil }
}

/// Where an alert puts itself for its buttons, each of which dismisses it after its action.
struct DismissingButtonsKey: EnvironmentKey {
    static var defaultValue: ObjectReference<Presentation>? { nil }
}

/// Where a `NavigationStack` marks the views it pushed, which `dismiss` pops.
struct PushedLevelsKey: EnvironmentKey {
    static var defaultValue: ObjectReference<NavigationLevels>? { nil }
}

extension EnvironmentValues {
    /// The sheet or alert the view is presented in, nil outside one.
    var presentation: Presentation? {
        get { self[PresentationKey.self]?.object }
        set { self[PresentationKey.self] = newValue.map(ObjectReference.init) }
    }

    /// The alert whose buttons the view's buttons are: each dismisses it after running its action.
    var dismissingButtons: Presentation? {
        get { self[DismissingButtonsKey.self]?.object }
        set { self[DismissingButtonsKey.self] = newValue.map(ObjectReference.init) }
    }

    /// The `NavigationStack` that pushed the view, nil for its root and outside one.
    var pushedLevels: NavigationLevels? {
        get { self[PushedLevelsKey.self]?.object }
        set { self[PushedLevelsKey.self] = newValue.map(ObjectReference.init) }
    }
}
