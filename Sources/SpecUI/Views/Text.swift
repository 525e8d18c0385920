/// A line of text: `Text("Count: \(count)")`.
public struct Text: View, Equatable {
    let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// Text with SwiftUI's interpolations, a number formatted by a specifier among them:
    /// `Text("Total: \(price, specifier: "%.2f")")`.
    public init(_ key: LocalizedStringKey) {
        self.content = key.text
    }

    /// Text from any string, such as a `Substring`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// The two texts as one: `Text("Total: ") + Text("\(total)")`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(lhs.content + rhs.content)
    }

    public var body: Never { neverBody() }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let text = ResolvedView.text(Self.shown(content, in: context.environment.textCase))
        node.kind = .leaf(context.environment.redactsText ? .modified(text, .redacted) : text)
    }
}
