/// The icon before the title, as a label draws without a style.
public struct TitleAndIconLabelStyle: LabelStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
