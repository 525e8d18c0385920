/// The action a `refreshable` view runs to reload its content, read with `@Environment(\.refresh)`: nil where
/// no view around is refreshable, so a view can offer a reload control of its own only where there is one.
public struct RefreshAction: Sendable, Equatable {
    /// The action of one `refreshable` modifier, kept by its node so that the views below hold the latest one
    /// and compare equal across updates, and the refresh that is running.
    @MainActor final class Box {
        var action: @MainActor @Sendable () async -> Void
        private var running: Task<Void, Never>?

        init(_ action: @escaping @MainActor @Sendable () async -> Void) {
            self.action = action
        }

        /// Starts the action unless a refresh is still running, as a list pulled again while it reloads does not
        /// reload twice.
        func start() {
            guard running == nil else { return }
            let action = self.action
            running = Task { @MainActor [weak self] in
                await action()
                self?.running = nil
            }
        }
    }

    let box: Box

    /// Runs the refresh and waits for it.
    @MainActor public func callAsFunction() async {
        await box.action()
    }

    public static func == (lhs: RefreshAction, rhs: RefreshAction) -> Bool {
        lhs.box === rhs.box
    }
}
