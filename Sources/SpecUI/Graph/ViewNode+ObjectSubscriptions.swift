extension ViewNode {
    /// Updates the node after each change `object` announces, as a write to the field `label` (`_cart`); a field
    /// that now holds another object stops hearing from the one it held.
    func subscribe(to object: some ObservableObject, label: String) {
        let existing = objectSubscriptions[label]
        // The default `objectWillChange` reflects on the object, so it is read only for an object not held before.
        if let existing, existing.object === object {
            return
        }
        existing?.cancel()
        let publisher = object.objectWillChange
        let hop = MainActorHop()
        let reference = WeakNode(self)
        let subscriber = publisher.subscribe {
            hop.run { reference.node?.stateDidChange(label) }
        }
        objectSubscriptions[label] = ObjectSubscription(object: object, publisher: publisher, subscriber: subscriber)
    }

    /// Stops hearing from the object the field `label` held.
    func unsubscribe(label: String) {
        objectSubscriptions.removeValue(forKey: label)?.cancel()
    }
}
