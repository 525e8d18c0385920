/// A view that fills the room it is offered and builds its content from that room's size:
/// `GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }`.
///
/// The content is laid out from the reader's top leading corner. Its size is known once the reader is drawn:
/// the first frame builds the content with a zero size, and the frame is drawn again, at once, with the size it
/// has, as is each frame after the room changes (docs/RUNTIME.md).
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

extension GeometryReader: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let slot = node.stateSlot("geometry") { GeometrySlot() }
        node.kind = .modifier(.geometryReader(GeometryReport(node: node, slot: slot)))
        node.reconcile([(AnyHashable(0), content(GeometryProxy(frame: slot.frame)))], context.eager)
    }
}
