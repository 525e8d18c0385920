/// A style of the author's, as the environment carries it: the style value and how it draws a `Configuration`.
///
/// Two are equal when they are styles of one type whose values are equal; a style that is not Equatable never
/// equals another, so the controls under it are drawn again whenever their environment is handed down.
struct CustomStyle<Configuration>: Equatable, @unchecked Sendable {
    let style: Any
    let body: @MainActor (Configuration) -> AnyView

    static func == (lhs: CustomStyle, rhs: CustomStyle) -> Bool {
        equalIfEquatable(lhs.style, rhs.style) == true
    }
}
