extension ViewNode {
    /// Updates the node after each change `object` announces, as a write to the field `label` (`_cart`); a field
    /// that now holds another object stops hearing from the one it held.
    func subscribe(to object: some ObservableObject, label: String) {
        let publisher = object.objectWillChange
        if let existing = objectSubscriptions[label] {
            guard existing.publisher !== publisher else {
                return
            }
            existing.cancel()
        }
        let hop = MainActorHop()
        let reference = WeakNode(self)
        let subscriber = publisher.subscribe {
            hop.run { reference.node?.stateDidChange(label) }
        }
        objectSubscriptions[label] = ObjectSubscription(publisher: publisher, subscriber: subscriber)
    }

    /// Stops hearing from the object the field `label` held.
    func unsubscribe(label: String) {
        objectSubscriptions.removeValue(forKey: label)?.cancel()
    }
}
