/// A stored property of a view that the graph connects to storage before evaluating `body`.
///
/// A custom one can hold `@State` and `@Environment` properties of its own; they live with the view's identity:
///
/// ```swift
/// @propertyWrapper
/// struct Clamped: DynamicProperty {
///     @State private var value: Int
///     let range: ClosedRange<Int>
///     var wrappedValue: Int {
///         get { value }
///         nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
///     }
/// }
/// ```
public protocol DynamicProperty {
    /// Called before `body` is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}

    /// Calls `update()` on the property of this type stored at `pointer`.
    static func update(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee.update()
    }
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
