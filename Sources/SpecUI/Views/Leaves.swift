/// An activity indicator, indeterminate or showing a fraction in 0...1.
public struct ProgressView: View {
    let label: String?
    let value: Double?

    public init() {
        label = nil
        value = nil
    }

    public init(value: Double?) {
        label = nil
        self.value = value
    }

    public init(_ label: String, value: Double? = nil) {
        self.label = label
        self.value = value
    }

    public var body: Never { neverBody() }
}

extension ProgressView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.progressView(ResolvedProgressView(label: label, value: value)))
    }
}

/// A symbol image: `Image(systemName: "star")`.
public struct Image: View {
    let systemName: String

    public init(systemName: String) {
        self.systemName = systemName
    }

    public var body: Never { neverBody() }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .leaf(.image(systemName: systemName))
    }
}

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
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
