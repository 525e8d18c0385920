/// How a button's label is drawn, leaving what activates it to the button: `.buttonStyle(CapsuleStyle())`.
///
/// ```swift
/// struct CapsuleStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).background(.blue).foregroundColor(.white)
///     }
/// }
/// ```
///
/// The label is not tinted with the accent color, as in SwiftUI: the style draws it. A terminal button is never
/// held down, so `configuration.isPressed` is always false.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}
