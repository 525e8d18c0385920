import SpecUI

/// The app's screens, compiled from the specs beside this file by SpecUIBuildPlugin.
public enum TodoApp {
    /// The first screen: the list of tasks.
    @MainActor public static var root: some View { TodoList() }
}
