/// An object as the environment carries it, for the views that refer to it: equal when it is the same object.
struct ObjectReference<Object: AnyObject>: Equatable, @unchecked Sendable {
    let object: Object

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object
    }
}
