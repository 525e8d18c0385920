// The modifiers of SwiftUI's that return a `Text`, so that styled texts join with `+`:
// `Text(name).bold() + Text(" · ") + Text(role).foregroundColor(.secondary)`.
extension Text {
    /// This text with `style` written outermost on each of its runs.
    private func styled(_ style: ResolvedModifier) -> Text {
        var result = self
        for index in result.runs.indices { result.runs[index].styles.append(style) }
        return result
    }

    public func font(_ font: Font?) -> Text { styled(.font(font)) }

    /// Draws the text bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> Text { styled(.bold(isActive)) }

    /// Draws the text italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> Text { styled(.italic(isActive)) }

    /// Underlines the text when `isActive`; the line takes the text's color (a terminal draws no other).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled(.underline(isActive)) }

    /// Strikes through the text when `isActive`; the line takes the text's color (a terminal draws no other).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.strikethrough(isActive))
    }

    /// Sets the weight of the text, over its font's; `nil` is the font's own.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled(.fontWeight(weight)) }

    public func foregroundColor(_ color: Color?) -> Text { styled(.foregroundColor(color)) }

    /// Draws the text in `color`: `Text(role).foregroundStyle(.secondary)`.
    public func foregroundStyle(_ color: Color) -> Text { styled(.foregroundStyle(color)) }

    /// Draws the text in a level of the foreground style around it: `Text(date).foregroundStyle(.tertiary)`.
    @_disfavoredOverload
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> Text { styled(.hierarchicalForeground(style)) }

    /// Draws digits in cells of one width, as a terminal draws every character: the text is unchanged.
    public func monospacedDigit() -> Text { self }

    /// Draws the text in a fixed-width face, as a terminal draws every character: the text is unchanged.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
}
