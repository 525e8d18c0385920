import SpecUI

extension ResolvedView {
    /// The row as a `List` draws it when it is a `NavigationLink`, under any modifiers or leading a row (with its
    /// badge after it): the label in the colors around it rather than the accent color, as SwiftUI's list draws a
    /// link; nil for any other row.
    var listLinkRow: ResolvedView? {
        switch self {
        case .button(var button) where button.isNavigationLink:
            button.tint = nil
            return .button(button)
        case .modified(let content, let modifier):
            return content.listLinkRow.map { .modified($0, modifier) }
        case .stack(var row) where row.axis == .horizontal:
            guard let link = row.children.first?.listLinkRow else { return nil }
            row.children[0] = link
            return .stack(row)
        default:
            return nil
        }
    }
}
