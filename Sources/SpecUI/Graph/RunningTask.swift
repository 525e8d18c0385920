/// The task a `task` modifier runs for one view identity, kept by the modifier's node.
@MainActor
final class RunningTask {
    /// The `id` the running task was started for.
    var id: Any?
    private var task: Task<Void, Never>?

    /// Cancels the running task, if any, and starts `action` in its place.
    func start(priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void) {
        task?.cancel()
        task = Task(priority: priority) { @MainActor in await action() }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}
