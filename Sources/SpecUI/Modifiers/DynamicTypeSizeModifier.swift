extension EnvironmentValues {
    /// The text size chosen for the views inside: `.large` unless `dynamicTypeSize(_:)` sets another. A terminal
    /// draws one size, so it changes what views read, not how text is drawn.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size the views inside read as `@Environment(\.dynamicTypeSize)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<DynamicTypeSize>>
    {
        environment(\.dynamicTypeSize, size)
    }
}
