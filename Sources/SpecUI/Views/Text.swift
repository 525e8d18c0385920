/// A line of text: `Text("Count: \(count)")`.
public struct Text: View, Equatable {
    let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.text(content))
    }
}
