/// A palette of the options, drawn as a row with the selected one in brackets.
public struct PalettePickerStyle: PickerStyle, BuiltinPickerStyle, Equatable, Sendable {
    public init() {}

    var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
