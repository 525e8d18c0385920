/// Only the icon: `Label("Delete", systemImage: "trash").labelStyle(.iconOnly)` draws only its symbol.
public struct IconOnlyLabelStyle: LabelStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
