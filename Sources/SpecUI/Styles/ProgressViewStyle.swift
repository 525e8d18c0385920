/// How a progress view is drawn; a terminal draws every style alike.
public protocol ProgressViewStyle {}

extension View {
    /// The style of the progress views inside: a terminal draws a determinate one as a bar, `[####------]`, and
    /// an indeterminate one as a spinner, `⠋`, in every style (docs/RUNTIME.md).
    ///
    /// ```swift
    /// ProgressView().progressViewStyle(.circular)
    /// ```
    public func progressViewStyle(_ style: some ProgressViewStyle) -> Self { self }
}
