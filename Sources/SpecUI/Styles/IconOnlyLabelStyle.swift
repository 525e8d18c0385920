/// Only the icon: `Label("Delete", systemImage: "trash").labelStyle(.iconOnly)` draws only its symbol.
///
/// The title still names the label for assistive technology, as in SwiftUI, so a button showing only the trash
/// symbol is found by `tap("Delete")`.
public struct IconOnlyLabelStyle: LabelStyle, Equatable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _IconOnlyLabel(configuration: configuration)
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
