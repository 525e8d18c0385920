/// How a `Picker` looks: `.pickerStyle(.segmented)`, `.menu`, `.inline`, ...
///
/// A terminal draws a picker one of two ways: the selected option between arrows (`.automatic`, `.menu`,
/// `.wheel`, `.navigationLink`) or every option in a row (`.segmented`, `.palette`, `.inline`).
public protocol PickerStyle {}

/// A built-in picker style and the way a terminal draws it.
protocol BuiltinPickerStyle: PickerStyle {
    var look: PickerLook { get }
}
