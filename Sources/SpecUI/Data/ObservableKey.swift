/// Where the environment keeps the `@Observable` object of type `Object` that `environment(_:)` set.
struct ObservableKey<Object: AnyObject>: Hashable {}
