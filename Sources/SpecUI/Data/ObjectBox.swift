/// The object a `@StateObject` made for one view identity, kept by the graph node.
final class ObjectBox<Object: AnyObject> {
    let object: Object

    init(_ object: Object) {
        self.object = object
    }
}
