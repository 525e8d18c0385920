/// A line of text: `Text("Count: \(count)")`.
public struct Text: View, Equatable {
    /// The text's stretches, each with the styles written on it: one for a text made from a string, more for
    /// texts joined with `+`.
    var runs: [Run]

    /// Text from a string, drawn as it is: `Text(note.title)`.
    ///
    /// A string literal is a `LocalizedStringKey`, as in SwiftUI, so that its interpolations may be images and
    /// formatted values; it draws the same.
    @_disfavoredOverload
    public init(_ content: String) {
        runs = [Run(content: content)]
    }

    /// An image inside a text, drawn as the symbol `Image(systemName:)` draws, and joined to other texts with
    /// `+`: `Text(Image(systemName: "star.fill")) + Text(" 4.8")`.
    public init(_ image: Image) {
        runs = [Run(content: image.symbol)]
    }

    public init(verbatim content: String) {
        runs = [Run(content: content)]
    }

    /// Text with SwiftUI's interpolations, a number formatted by a specifier among them:
    /// `Text("Total: \(price, specifier: "%.2f")")`, and its inline Markdown, `Text("Tap **Done**")` (see
    /// `InlineMarkdown`).
    public init(_ key: LocalizedStringKey) {
        runs = InlineMarkdown.runs(of: key.string)
    }

    /// A value formatted by a Foundation format style: `Text(total, format: .currency(code: "EUR"))`,
    /// `Text(date, format: .dateTime.day().month())`.
    ///
    /// It is formatted in the environment's locale, `.environment(\.locale, ...)`, en_US unless set, as SwiftUI
    /// formats it.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(LocalizedString([.formatted(FormattedValue(input, format: format))]))]
    }

    /// Text from any string, such as a `Substring`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(content: String(content))]
    }

    /// The two texts as one, each part keeping its styles: `Text("Total: ").bold() + Text("\(total)")`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    /// The whole text, its runs joined.
    var content: String { Self.joined(runs) }

    private static func joined(_ runs: [Run]) -> String {
        runs.count == 1 ? runs[0].content : runs.map(\.content).joined()
    }

    public var body: Never { neverBody() }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let (textCase, locale) = (context.environment.textCase, context.environment.locale)
        let shown = runs.map {
            Run(content: Self.shown($0.text.resolved(in: locale), in: textCase), styles: $0.styles)
        }
        var text = ResolvedView.text(Self.joined(shown))
        if let first = shown.first, shown.dropFirst().allSatisfy({ $0.styles == first.styles }) {
            // One style for the whole text draws as the same modifiers around any view would.
            for style in first.styles { text = .modified(text, style) }
        } else {
            text = .modified(text, .textRuns(shown.map { TextRun(length: $0.content.count, styles: $0.styles) }))
        }
        node.kind = .leaf(context.environment.redactsText ? .modified(text, .redacted) : text)
    }
}
