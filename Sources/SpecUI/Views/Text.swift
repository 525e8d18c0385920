/// A line of text: `Text("Count: \(count)")`.
public struct Text: View, Equatable {
    let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
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
        node.kind = .leaf(.text(Self.shown(content, in: context.environment.textCase)))
    }
}
