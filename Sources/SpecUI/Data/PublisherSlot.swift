/// Where a `@Published` property keeps the publisher its writes announce themselves through.
protocol PublisherSlot: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
}
