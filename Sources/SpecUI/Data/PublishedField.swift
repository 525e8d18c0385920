/// A `@Published` property seen through reflection, which the default `objectWillChange` connects to the
/// object's publisher.
protocol PublishedField {
    var slot: any PublisherSlot { get }
}

extension Published: PublishedField {
    var slot: any PublisherSlot { storage }
}
