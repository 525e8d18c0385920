/// SwiftUI's control group styles, which a terminal draws alike.
public struct BuiltinControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, navigation, menu, compactMenu, palette
    }

    let kind: Kind
}

extension ControlGroupStyle where Self == BuiltinControlGroupStyle {
    public static var automatic: BuiltinControlGroupStyle { BuiltinControlGroupStyle(kind: .automatic) }
    public static var navigation: BuiltinControlGroupStyle { BuiltinControlGroupStyle(kind: .navigation) }
    public static var menu: BuiltinControlGroupStyle { BuiltinControlGroupStyle(kind: .menu) }
    public static var compactMenu: BuiltinControlGroupStyle { BuiltinControlGroupStyle(kind: .compactMenu) }
    public static var palette: BuiltinControlGroupStyle { BuiltinControlGroupStyle(kind: .palette) }
}
