/// A node's subscription to the `objectWillChange` of an object one of its fields holds.
struct ObjectSubscription {
    let publisher: ObservableObjectPublisher
    let subscriber: Int

    func cancel() {
        publisher.cancel(subscriber)
    }
}
