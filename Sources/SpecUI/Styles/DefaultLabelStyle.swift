/// The platform's default look: in a terminal, the icon before the title.
public struct DefaultLabelStyle: LabelStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
