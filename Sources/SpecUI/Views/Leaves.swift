/// A symbol image: `Image(systemName: "star")`.
///
/// Assistive technology names an image by its symbol's or asset's name, so a button whose label is only an
/// image is found by that name (`tap("plus.circle.fill")`); a decorative image names nothing.
public struct Image: View {
    let systemName: String
    var isDecorative = false

    public init(systemName: String) {
        self.systemName = systemName
    }

    /// A symbol whose layers light up to `variableValue`, from 0 to 1, as a signal strength does: a terminal draws the
    /// symbol as its one character, whatever the value.
    public init(systemName: String, variableValue: Double?) {
        self.systemName = systemName
    }

    /// An image from the app's assets, which a terminal cannot show: it is drawn as a symbol of its name is,
    /// which for a name that is not a symbol's is the name in brackets, `[logo]` (docs/RUNTIME.md).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.systemName = name
    }

    /// An asset image that only decorates, drawn as `Image(_:bundle:)` draws one and named by nothing.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    public var body: Never { neverBody() }

    /// The characters a terminal draws the image as.
    var symbol: String { SymbolMap.symbol(for: systemName) }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let variants = context.environment.symbolVariants
        let image = ResolvedView.image(systemName: variants == .none ? systemName : variants.applied(to: systemName))
        node.kind = .leaf(isDecorative ? .modified(image, .accessibilityLabel("")) : image)
    }
}

extension Image {
    /// The sizes a symbol can be drawn at relative to the text around it; a terminal draws every symbol one
    /// cell high, so every scale draws alike.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

extension View {
    /// The size of the symbols inside relative to their text; a terminal draws them alike at every scale.
    public func imageScale(_ scale: Image.Scale) -> some View {
        self
    }
}

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View {
    let minLength: Double?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.cells
    }

    public var body: Never { neverBody() }
}

extension Spacer: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.spacer(minLength: minLength))
    }
}

/// A thin line across the enclosing stack.
public struct Divider: View {
    public init() {}

    public var body: Never { neverBody() }
}

extension Divider: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.divider)
    }
}

extension Image {
    /// How a resizable image fills the room it is given.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether a symbol is drawn in the foreground style around it or in its own colors.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The image, drawn at any size it is given: a terminal draws a symbol as one character, whatever its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        self
    }

    /// The image, drawn in the foreground style around it or in its own colors: a terminal draws a symbol as
    /// one character in the foreground style either way.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}
