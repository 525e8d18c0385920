/// A length that SwiftUI scales with the Dynamic Type size: `@ScaledMetric private var iconSize: CGFloat = 20`.
///
/// A terminal draws text in one size whatever the `dynamicTypeSize` (docs/RUNTIME.md), so a length beside it keeps
/// its size too: the value is always the base value written, relative to any text style.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var spacing = 2.0
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// The base value, as written.
    public let wrappedValue: Value

    /// A length scaled as the body text style is: its base value here.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A length scaled as `textStyle` is: its base value here.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}

extension ScaledMetric: Equatable {}

extension ScaledMetric: Sendable where Value: Sendable {}
