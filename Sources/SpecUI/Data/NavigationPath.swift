/// A list of values of any `Hashable` types, for a `NavigationStack` whose levels show values of several types.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     NavigationLink("Soup", value: Recipe.soup)
///         .navigationDestination(for: Recipe.self) { RecipeView(recipe: $0) }
/// }
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether there are no values: the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `value` at the end: the stack pushes a level for it.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values: the stack pops as many levels.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
