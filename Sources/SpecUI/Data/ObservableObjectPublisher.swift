/// Announces that an `ObservableObject` is about to change: `@Published` properties call `send()` before each
/// write, and code can too.
///
/// The views holding the object through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` subscribe, and
/// are evaluated again after the change. A class because every holder of the object shares its one publisher.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var nextSubscriber = 0

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        for subscriber in subscribers.values {
            subscriber()
        }
    }

    /// Calls `receive` before every change until the returned subscriber is cancelled.
    func subscribe(_ receive: @escaping @Sendable () -> Void) -> Int {
        nextSubscriber += 1
        subscribers[nextSubscriber] = receive
        return nextSubscriber
    }

    func cancel(_ subscriber: Int) {
        subscribers[subscriber] = nil
    }
}
