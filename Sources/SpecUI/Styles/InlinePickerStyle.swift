/// The options shown with the other content, drawn as a row with the selected one in brackets.
public struct InlinePickerStyle: PickerStyle, BuiltinPickerStyle, Equatable, Sendable {
    public init() {}

    var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
