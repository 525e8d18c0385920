/// A built-in style, which the toggle draws itself instead of calling `makeBody`: a terminal draws every built-in
/// style as its switch, its title beside a `[x]` or `[ ]`.
protocol BuiltinToggleStyle: ToggleStyle where Body == Never {}

extension BuiltinToggleStyle {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is drawn by the toggle and has no body")
    }
}
