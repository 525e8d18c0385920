/// A value views hand up to their ancestors, set with `preference(key:value:)` and heard with
/// `onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct BadgeCount: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
/// ```
///
/// The values set inside a view are combined in the order the views are written: the first one, then `reduce`
/// with each next; where none is set the value is `defaultValue`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}
