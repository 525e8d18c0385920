/// A link to a list of the options, drawn as the selected option between arrows.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltinPickerStyle, Equatable, Sendable {
    public init() {}

    var kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
