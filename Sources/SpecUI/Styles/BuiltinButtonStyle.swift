/// The button styles SwiftUI ships, as the terminal draws them.
enum BuiltinButtonStyle: Equatable, Sendable {
    /// The label in the accent color: `.automatic` and `.borderless`.
    case borderless
    /// The label in the color around it.
    case plain
    /// The label in the accent color, a cell of room on each side, over a gray fill.
    case bordered
    /// The label in white, a cell of room on each side, over the accent color.
    case borderedProminent
}
