/// How a `Label` is drawn: a built-in style (`.titleAndIcon`, `.iconOnly`, `.titleOnly`) or one of the author's,
/// which draws the label from its title and icon:
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
/// Inside a style's body, labels have the default style.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}
