/// A color is also a view that fills all the room it is offered: `ZStack { Color.blue; Text("On blue") }`.
///
/// Offered no limit along an axis (in a scroll view), it takes a shape's ideal length there, as SwiftUI's does.
extension Color: View {
    public var body: Never { neverBody() }
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let fill = ResolvedFrame(
            idealWidth: Double(ResolvedShape.idealWidth), maxWidth: .infinity,
            idealHeight: Double(ResolvedShape.idealHeight), maxHeight: .infinity)
        node.kind = .leaf(.modified(.modified(.spacer(minLength: 0), .frame(fill)), .background(self)))
    }
}
