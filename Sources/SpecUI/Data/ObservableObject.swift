/// A class whose changes update the views that hold it with `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject`:
///
/// ```swift
/// final class Cart: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
/// Every `@Published` property announces its writes through `objectWillChange`; a class can declare its own
/// `objectWillChange` publisher and call `send()` itself.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher the object's `@Published` properties share, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher {
        var slots: [any PublisherSlot] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            slots += current.children.compactMap { ($0.value as? any PublishedField)?.slot }
            mirror = current.superclassMirror
        }
        let publisher = slots.lazy.compactMap(\.publisher).first ?? ObservableObjectPublisher()
        for slot in slots {
            slot.publisher = publisher
        }
        return publisher
    }
}
