/// An `ObservableObject` an ancestor handed down with `environmentObject(_:)`:
/// `@EnvironmentObject private var settings: Settings`.
///
/// The view's body is evaluated again after every change the object announces, and when an ancestor hands down
/// another object of the type. Reading one no ancestor handed down stops the program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$settings.volume`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: NonInputField {}

extension EnvironmentObject: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let key = \EnvironmentValues.[environmentObject: ObservableKey<ObjectType>()]
        let object = node.environment[keyPath: key]
        field.pointee.object = object
        node.recordEnvironmentRead(key)
        if let object {
            node.subscribe(to: object, label: label)
        } else {
            node.unsubscribe(label: label)
        }
    }
}
