/// How a progress view is drawn; a terminal draws every style alike.
public protocol ProgressViewStyle {}

/// SwiftUI's progress view styles: a terminal draws a progress view with a value as its bar and one without as
/// its spinner, in every style.
public struct BuiltinProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    let name: String
}

extension ProgressViewStyle where Self == BuiltinProgressViewStyle {
    public static var automatic: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "automatic") }
    public static var linear: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "linear") }
    public static var circular: BuiltinProgressViewStyle { BuiltinProgressViewStyle(name: "circular") }
}

extension View {
    /// The style of the progress views inside: a terminal draws a determinate one as a bar, `[####------]`, and
    /// an indeterminate one as a spinner, `⠋`, in every style (docs/RUNTIME.md).
    ///
    /// ```swift
    /// ProgressView().progressViewStyle(.circular)
    /// ```
    public func progressViewStyle(_ style: some ProgressViewStyle) -> Self { self }
}
