/// An activity indicator, indeterminate or showing how much of `total` is done: `ProgressView(value: 3, total: 10)`,
/// with a title or a label and a current value's label of any views:
/// `ProgressView(value: done, total: 8) { Text("Glasses") } currentValueLabel: { Text("\(done) of 8") }`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// A title given as text, drawn with the indicator itself.
    let title: String?
    /// The fraction done, in 0...1 once drawn.
    let value: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    private init(title: String?, value: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.title = title
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A bar of `value` done out of `total`, labelled by `label` above it and `currentValueLabel` below it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            title: nil, value: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// `value` as a fraction of `total`; a total that is not positive counts as nothing done.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value / total) : 0
    }

    public var body: Never { neverBody() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate activity indicator with `label` beside it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(title: nil, value: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar of `value` done out of `total`, labelled by `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(title: nil, value: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(title: nil, value: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar of `value` done out of `total`, of any floating-point type; a nil value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(title: nil, value: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate activity indicator with a title: `ProgressView("Loading")`.
    public init(_ title: String) {
        self.init(title: title, value: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar of `value` done out of `total`, with a title.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(title: title, value: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        guard label != nil || currentValueLabel != nil else {
            node.kind = .leaf(.progressView(ResolvedProgressView(label: title, value: value)))
            return
        }
        // Labels of views are drawn around the indicator, as a titled one draws its title: beside the spinner,
        // above the bar; the current value's label goes below the bar.
        let indicator = ProgressView<EmptyView, EmptyView>(
            title: nil, value: value, label: nil, currentValueLabel: nil)
        let drawn = VStack(alignment: .leading, spacing: 0) {
            if value == nil {
                HStack(spacing: 1) {
                    indicator
                    label
                }
            } else {
                label
                indicator
                currentValueLabel
            }
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), drawn)], context)
    }
}
