/// A container for controls grouped into sections: `Form { Section("Sound") { Toggle("Alerts", isOn: $on) } }`.
///
/// SwiftUI draws a form as a grouped list, and so does the terminal: rows one per line, section headers above
/// their rows, scrolled when they do not fit.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody() }
}

extension Form: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        List { content }.update(node, context)
    }
}
