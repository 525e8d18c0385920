extension Binding {
    /// A binding to the value `base` holds, or nil while it holds none: `if let name = Binding($draft.name) { ... }`.
    ///
    /// Once `base` holds nil, the binding reads the last value it held, as SwiftUI's does, and writing it
    /// gives `base` a value again.
    public init?(_ base: Binding<Value?>) {
        guard let first = base.wrappedValue else { return nil }
        var last = first
        self.init(
            location: base.location,
            get: {
                if let value = base.wrappedValue { last = value }
                return last
            },
            set: { base.wrappedValue = $0 })
    }

    /// An optional binding to the value `base` holds; writing nil leaves `base` as it is.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(
            location: base.location, get: { base.wrappedValue },
            set: { value in
                if let value { base.wrappedValue = value }
            })
    }

    /// The binding, its writes animated with `animation` in SwiftUI; a terminal draws each write's frame whole, the
    /// frame an animation ends on, as `withAnimation(_:_:)` does.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    /// The binding, its writes made in `transaction` in SwiftUI; a terminal draws them as any others.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        self
    }
}
