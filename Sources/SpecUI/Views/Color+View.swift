/// A color is also a view that fills all the room it is offered: `ZStack { Color.blue; Text("On blue") }`.
extension Color: View {
    public var body: Never { neverBody() }
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let fill = ResolvedFrame(maxWidth: .infinity, maxHeight: .infinity)
        node.kind = .leaf(.modified(.modified(.spacer(minLength: 0), .frame(fill)), .background(self)))
    }
}
