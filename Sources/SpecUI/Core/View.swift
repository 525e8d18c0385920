/// A piece of user interface, described by its `body`.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         Text("Hello, \(name)!")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view the graph knows how to build directly; it never evaluates `body`.
@MainActor
protocol PrimitiveView {
    /// Sets `node`'s kind and reconciles its children.
    func update(_ node: ViewNode, _ context: UpdateContext)
}

extension PrimitiveView {
    /// Primitive views have no body; the graph never asks for one.
    func neverBody() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension View {
    /// Prints why the body being evaluated is evaluated, as SwiftUI's debugging aid does:
    /// `CounterView: _count changed.`, or `@self` and `@identity` for a new or changed view. Call it from
    /// `body`, as `let _ = Self._printChanges()`; outside a body it prints nothing.
    @MainActor public static func _printChanges() {
        if let line = ViewGraph.changesBeingEvaluated.last {
            printChangesOutput(line)
        }
    }
}

/// Where `View._printChanges()` writes its line: standard output, as in SwiftUI.
@MainActor var printChangesOutput: (String) -> Void = { print($0) }
