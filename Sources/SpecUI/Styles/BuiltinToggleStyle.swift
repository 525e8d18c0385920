/// A built-in style, which the toggle draws itself instead of calling `makeBody`: a switch (`.automatic`,
/// `.switch`) as iOS lays one out, its title at the leading edge of the width it is offered and `[x]` or `[ ]` at the
/// trailing one; a checkbox (`.checkbox`, and `.button`, which a terminal cannot draw pressed) as `[x] Title`.
protocol BuiltinToggleStyle: ToggleStyle where Body == Never {}

extension BuiltinToggleStyle {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is drawn by the toggle and has no body")
    }
}
