/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label as its author wrote it.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let label: Label
    /// The button's role, nil for an ordinary button.
    public let role: ButtonRole?
    /// Whether the button is held down; a terminal activates a button at once, so this is always false.
    public let isPressed: Bool
}
