/// A built-in style, which the button draws itself instead of calling `makeBody`.
protocol BuiltinPrimitiveButtonStyle: PrimitiveButtonStyle {
    var builtin: BuiltinButtonStyle { get }
}
