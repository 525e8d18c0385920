/// An `ObservableObject` a view owns: made once, when the identity first appears, and kept as long as it lasts.
///
/// ```swift
/// struct CartView: View {
///     @StateObject private var cart = Cart()
///     var body: some View {
///         Text("\(cart.items.count) items")
///     }
/// }
/// ```
/// The view's body is evaluated again after every change the object announces. Like `@State`, it is not an input.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    var box: ObjectBox<ObjectType>?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The view identity's object; read outside the view's body, a new object each time, as SwiftUI warns.
    public var wrappedValue: ObjectType {
        box?.object ?? makeObject()
    }

    /// Bindings to the object's properties: `$cart.coupon`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension StateObject: NonInputField {}

extension StateObject: StateSlotField {}

extension StateObject: GraphField {
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode) {
        let field = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box: ObjectBox<ObjectType>
        if let existing = node.stateBoxes[label] as? ObjectBox<ObjectType> {
            box = existing
        } else {
            box = ObjectBox(field.pointee.makeObject())
            node.stateBoxes[label] = box
        }
        field.pointee.box = box
        node.subscribe(to: box.object, label: label)
    }
}
