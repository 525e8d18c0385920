/// A key for a value of your own in the environment, with the value views read when no ancestor sets one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
///
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
///
/// Text("Hi").environment(\.accent, .red)
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
