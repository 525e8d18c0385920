extension ViewNode {
    /// A section's header as drawn: its title in the header's style, or, when the header holds a control (a
    /// collapsible section's disclosure), its views in bold at the leading edge, so that the control is drawn and
    /// reached; nil without a header.
    var drawnSectionHeader: ResolvedView? {
        guard let title = sectionTitle else { return nil }
        let header = children[1]
        var controls: [Actionable] = []
        header.collectActionables(into: &controls, identifier: nil)
        guard !controls.isEmpty else { return .sectionHeader(title) }
        var views: [ResolvedView] = []
        header.resolve(into: &views)
        let leading = ResolvedFrame(maxWidth: .infinity, alignment: .leading)
        return .modified(.modified(.single(views, axis: .horizontal), .bold(true)), .frame(leading))
    }
}
