/// A node's subscription to the `objectWillChange` of an object one of its fields holds.
struct ObjectSubscription {
    /// The object subscribed to, so that holding it again subscribes nothing, and reads no `objectWillChange`.
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
    let subscriber: Int

    func cancel() {
        publisher.cancel(subscriber)
    }
}
