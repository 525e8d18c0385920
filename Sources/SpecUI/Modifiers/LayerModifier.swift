/// Places a secondary view over or under the modified view, as `overlay` and `background` with a view do.
///
/// The secondary view is offered the modified view's size and placed in it by `alignment`; the modified view
/// keeps its size. Both keep their identity and state: the modified view is the node's first child, the
/// secondary view its second.
public struct _LayerModifier<Layer: View>: ViewModifier {
    let layer: Layer
    let alignment: Alignment
    let position: ResolvedLayers.Position

    public typealias Body = Never
}

extension _LayerModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .layered(alignment: alignment, position: position)
        node.reconcile([(AnyHashable(0), content), (AnyHashable(1), layer)], context.eager)
    }
}

extension View {
    /// Draws `content` over the view, offered the view's size and placed by `alignment`; several views in
    /// `content` are layered as in a `ZStack`.
    ///
    /// ```swift
    /// Image(systemName: "bell").overlay(alignment: .topTrailing) { Text("3") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _LayerModifier<V>>
    {
        layered(content(), alignment, .overlay)
    }

    /// Draws `overlay` over the view: `Text("Tag").overlay(Capsule().stroke(.blue))`.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _LayerModifier<V>>
    {
        layered(overlay, alignment, .overlay)
    }

    /// Draws `content` under the view, offered the view's size and placed by `alignment`; several views in
    /// `content` are layered as in a `ZStack`.
    ///
    /// ```swift
    /// Text("Save").padding(.horizontal, 1).background { Capsule().fill(.blue) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _LayerModifier<V>>
    {
        layered(content(), alignment, .background)
    }

    /// Draws `background` under the view; a `Color` fills the view's area as `background(_:)` with a color does.
    public func background<V: View>(_ background: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _LayerModifier<V>>
    {
        layered(background, alignment, .background)
    }

    /// Fills the area behind the view with `style`, a gradient among them:
    /// `.background(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))`.
    ///
    /// A terminal has no safe area to extend under, so `edges` changes nothing.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<Rectangle>>>
    {
        layered(Rectangle().fill(style), .center, .background)
    }

    /// Fills the view's area over it with `style`: `.overlay(.tint.opacity(0.3))`, a gradient.
    ///
    /// A terminal has no safe area to extend under, so `edges` changes nothing.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<Rectangle>>>
    {
        layered(Rectangle().fill(style), .center, .overlay)
    }

    /// Fills `shape`, offered the view's size, behind the view with `style`:
    /// `Text("New").padding(.horizontal, 1).background(.tint, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T>>>
    {
        layered(shape.fill(style, style: fillStyle), .center, .background)
    }

    /// Fills `shape`, offered the view's size, behind the view with `color`:
    /// `Text("3").padding(.horizontal, 1).background(.red, in: Capsule())`.
    public func background<T: Shape>(_ color: Color, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T>>>
    {
        layered(shape.fill(color, style: fillStyle), .center, .background)
    }

    /// Fills `shape`, offered the view's size, over the view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T>>>
    {
        layered(shape.fill(style, style: fillStyle), .center, .overlay)
    }

    /// Fills `shape`, offered the view's size, over the view with `color`.
    public func overlay<T: Shape>(_ color: Color, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T>>>
    {
        layered(shape.fill(color, style: fillStyle), .center, .overlay)
    }

    private func layered<V: View>(_ layer: V, _ alignment: Alignment, _ position: ResolvedLayers.Position)
        -> ModifiedContent<Self, _LayerModifier<V>>
    {
        modifier(_LayerModifier(layer: layer, alignment: alignment, position: position))
    }
}
