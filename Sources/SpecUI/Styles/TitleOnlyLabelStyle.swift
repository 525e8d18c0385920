/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
