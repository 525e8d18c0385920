extension ResolvedView {
    /// The name assistive technology reads for this view as a control's label, which `tap`, `--tap` and a
    /// session's handles find the control by: its texts joined by spaces, an `accessibilityLabel` inside in place
    /// of the texts of the view it modifies (an icon-only label's title is one), and, when that leaves nothing,
    /// the names of its images, as SwiftUI names an image by its symbol or asset (a decorative one by nothing).
    var accessibilityName: String {
        let spoken = strings { view in
            switch view {
            // An empty text says nothing, and leaves no space in the name.
            case .text(let text), .sectionHeader(let text): text.isEmpty ? [] : [text]
            case .modified(_, .accessibilityLabel(let label)): label.isEmpty ? [] : [label]
            default: nil
            }
        }
        guard spoken.isEmpty else { return spoken.joined(separator: " ") }
        let images = strings { view in
            switch view {
            case .image(let name): [name]
            case .modified(_, .accessibilityLabel): []
            default: nil
            }
        }
        return images.joined(separator: " ")
    }
}
