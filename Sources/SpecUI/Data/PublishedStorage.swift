/// The value of one `@Published` property and the publisher its writes announce themselves through.
///
/// A class so that the default `objectWillChange`, which finds it through reflection on a copy, reaches the
/// storage the property writes to.
final class PublishedStorage<Value>: PublisherSlot {
    var value: Value
    var publisher: ObservableObjectPublisher?

    init(value: Value) {
        self.value = value
    }
}
