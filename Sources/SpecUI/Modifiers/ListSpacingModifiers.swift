extension View {
    /// Leaves `spacing` blank rows between two rows of the lists inside, a section's header and footer apart; nil is
    /// the list's own spacing, none.
    ///
    /// ```swift
    /// List(cards) { CardRow(card: $0) }.listRowSpacing(1)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Double?>> {
        environment(\.listRowSpacing, spacing.cells)
    }

    /// Sets the room between the sections of the lists inside: before each section's header that follows another
    /// section (see `ListSectionSpacing`).
    public func listSectionSpacing(_ spacing: ListSectionSpacing)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<Double?>>
    {
        environment(\.listSectionSpacing, spacing.rows)
    }

    /// Leaves `spacing` blank rows between the sections of the lists inside.
    public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier<Double?>> {
        listSectionSpacing(.custom(spacing))
    }
}
