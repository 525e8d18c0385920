/// A stored property of a view that the graph connects to storage before evaluating `body`.
public protocol DynamicProperty {
    /// Called before `body` is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A field the graph installs into a copy of a view before calling `body`.
@MainActor
protocol GraphField {
    /// Connects the field stored at `pointer`, labelled `label` in its view, to `node`.
    static func install(at pointer: UnsafeMutableRawPointer, label: String, node: ViewNode)
}

/// A field that is not an input: input comparison skips it (`@State`, `@Environment`).
protocol NonInputField {}

/// A binding compared by where it points and what it reads.
protocol BindingField {
    func isSameBinding(as other: Any) -> Bool
}
