/// How a button is drawn and what activates it: the style calls `configuration.trigger()` to run the button's
/// action, usually from a `Button` of its own.
///
/// ```swift
/// struct ConfirmingStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(action: configuration.trigger) { configuration.label }.bold()
///     }
/// }
/// ```
///
/// A `Button` inside the style's body draws with the default style. The built-in styles are `.automatic`,
/// `.borderless`, `.plain`, `.bordered` and `.borderedProminent`.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}
