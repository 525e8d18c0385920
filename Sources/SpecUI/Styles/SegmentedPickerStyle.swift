/// A row of segments, the selected one in brackets: `[Red] Green Blue`.
public struct SegmentedPickerStyle: PickerStyle, BuiltinPickerStyle, Equatable, Sendable {
    public init() {}

    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
