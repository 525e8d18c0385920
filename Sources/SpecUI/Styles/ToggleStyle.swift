/// How a `Toggle` is drawn: a built-in style (`.switch`, `.button`, ...) or one of the author's, which draws the
/// whole toggle from its configuration and flips it itself:
///
/// ```swift
/// struct CheckStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button {
///             configuration.isOn.toggle()
///         } label: {
///             Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark" : "circle") }
///         }
///     }
/// }
/// ```
/// Inside a style's body, toggles have the default style.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}
