/// A picture loaded from a URL: `AsyncImage(url: user.avatar) { $0.resizable() } placeholder: { ProgressView() }`.
///
/// A terminal draws no pictures, so nothing is loaded: the view stays in its `.empty` phase and draws its
/// placeholder, or for `AsyncImage(url:)` a gray area filling the room it is offered (docs/RUNTIME.md).
public struct AsyncImage<Content: View>: View {
    let content: (AsyncImagePhase) -> Content

    /// The picture at `url`, gray until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ShapeView<Rectangle> {
        content = { _ in Rectangle().fill(Color(.systemGray5)) }
    }

    /// The picture at `url`, drawn by `content` once loaded and `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image))
            } else {
                ViewBuilder.buildEither(second: placeholder())
            }
        }
    }

    /// The picture at `url`, each phase of its loading drawn by `content`.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

extension AsyncImage: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), content(.empty))], context)
    }
}
