/// A piece of user interface; `body` is its single requirement.
@MainActor
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}
