import SpecUI

extension ResolvedView {
    /// The row as a `List` draws it when it is a `NavigationLink`, under any modifiers: the label in the colors
    /// around it rather than the accent color, as SwiftUI's list draws a link; nil for any other row.
    var listLinkRow: ResolvedView? {
        switch self {
        case .button(var button) where button.isNavigationLink:
            button.tint = nil
            return .button(button)
        case .modified(let content, let modifier):
            return content.listLinkRow.map { .modified($0, modifier) }
        default:
            return nil
        }
    }
}
