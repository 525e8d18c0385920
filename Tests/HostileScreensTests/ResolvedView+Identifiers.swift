import SpecUI

extension ResolvedView {
    /// Every `accessibilityIdentifier` applied in this tree, outermost first, in tree order.
    @MainActor var accessibilityIdentifiers: [String] {
        switch self {
        case .modified(let content, .accessibilityIdentifier(let identifier)):
            return [identifier] + content.accessibilityIdentifiers
        case .modified(let content, _), .scroll(_, let content):
            return content.accessibilityIdentifiers
        case .button(let button):
            return button.label.accessibilityIdentifiers
        case .stack(let stack):
            return stack.children.flatMap(\.accessibilityIdentifiers)
        case .zStack(_, let children), .section(_, let children), .viewThatFits(_, let children):
            return children.flatMap(\.accessibilityIdentifiers)
        case .barRow(let leading, let title, let trailing):
            return [leading, trailing, title].flatMap(\.accessibilityIdentifiers)
        case .grid(let grid):
            return grid.rows.flatMap(\.views).flatMap(\.accessibilityIdentifiers)
        case .layered(let layers):
            return layers.content.accessibilityIdentifiers + layers.layer.accessibilityIdentifiers
        case .list(let list):
            return (0..<list.count).flatMap { list.row(at: $0).accessibilityIdentifiers }
        case .text, .toggle, .textField, .stepper, .picker, .slider, .progressView, .image, .spacer, .divider,
            .sectionHeader, .shape:
            return []
        }
    }
}
