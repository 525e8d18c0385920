extension Section where Footer == EmptyView {
    /// A section that shows its rows only while `isExpanded` is true; its header expands or collapses it:
    ///
    /// ```swift
    /// Section(isExpanded: $showsArchive) {
    ///     ForEach(archived) { Text($0.title) }
    /// } header: {
    ///     Text("Archive")
    /// }
    /// ```
    /// A terminal draws `▾` before the header while expanded and `▸` while collapsed, as a `DisclosureGroup`;
    /// the header is a button named by its texts.
    public init<Rows: View, Label: View>(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Rows, @ViewBuilder header: () -> Label
    ) where Content == _CollapsibleSectionRows<Rows>, Header == _SectionDisclosure<Label> {
        self.init {
            _CollapsibleSectionRows(isExpanded: isExpanded, rows: content())
        } header: {
            _SectionDisclosure(isExpanded: isExpanded, label: header())
        }
    }

    /// A titled section that shows its rows only while `isExpanded` is true:
    /// `Section("Archive", isExpanded: $showsArchive) { ... }`.
    public init<Rows: View>(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Rows
    ) where Content == _CollapsibleSectionRows<Rows>, Header == _SectionDisclosure<Text> {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<Rows: View>(
        _ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Rows
    ) where Content == _CollapsibleSectionRows<Rows>, Header == _SectionDisclosure<Text> {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
