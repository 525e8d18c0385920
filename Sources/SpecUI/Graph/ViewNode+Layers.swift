extension ViewNode {
    /// The drawable of an `overlay` or `background`: the modified view (its views stacked when there are several)
    /// with its secondary view; nothing when the modified view holds no views.
    func resolveLayers(alignment: Alignment, position: ResolvedLayers.Position, into views: inout [ResolvedView]) {
        guard children.count == 2 else { return }
        let content = children[0].resolvedSubtree()
        guard !content.isEmpty else { return }
        let layers = children[1].resolvedSubtree()
        let layer = layers.count == 1 ? layers[0] : .zStack(alignment: alignment, children: layers)
        views.append(
            .layered(
                ResolvedLayers(
                    content: .single(content, axis: .vertical), layer: layer, alignment: alignment,
                    position: position)))
    }

    /// The drawables of this node itself.
    func resolvedSubtree() -> [ResolvedView] {
        var views: [ResolvedView] = []
        resolve(into: &views)
        return views
    }
}
