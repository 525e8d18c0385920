/// How a `Picker` looks: `.pickerStyle(.segmented)`, `.menu`, `.inline`, ...
///
/// A terminal draws a picker one of two ways: the selected option between arrows (`.automatic`, `.menu`,
/// `.wheel`, `.navigationLink`) or every option in a row (`.segmented`, `.palette`, `.inline`). Inside a `Menu`,
/// an `.automatic` or `.inline` picker is drawn as the menu's items instead, one per option, the selected one
/// checkmarked.
public protocol PickerStyle {}

/// A built-in picker style and which of them it is.
protocol BuiltinPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}
