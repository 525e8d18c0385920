import Glibc

/// Runs work on the main actor from a callback that may come on any thread: at once when it comes on the main
/// thread, as a task otherwise.
///
/// Made on the main actor, whose thread it remembers, so that telling the main thread needs no Foundation.
struct MainActorHop: Sendable {
    private let mainThread: pthread_t

    @MainActor
    init() {
        mainThread = pthread_self()
    }

    func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if pthread_equal(pthread_self(), mainThread) != 0 {
            MainActor.assumeIsolated { work() }
        } else {
            Task { @MainActor in work() }
        }
    }
}
