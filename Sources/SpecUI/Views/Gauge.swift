/// A value within a range, as a gauge shows it: a terminal draws it as a bar, with the label and the current
/// value's label above it and the bounds' labels at its ends:
/// `Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, in: bounds, label(), currentValueLabel(), minimumValueLabel(), maximumValueLabel())
    }

    private init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V>, _ label: Label, _ current: CurrentValueLabel?, _ minimum: BoundsLabel?,
        _ maximum: BoundsLabel?
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: Never { neverBody() }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label(), currentValueLabel(), nil, nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label(), nil, nil, nil)
    }
}

extension Gauge: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let drawn = VStack(alignment: .leading, spacing: 0) {
            HStack {
                label
                Spacer(minLength: 1)
                currentValueLabel
            }
            HStack {
                minimumValueLabel
                ProgressView(value: fraction)
                maximumValueLabel
            }
        }
        node.kind = .modifier(nil)
        node.reconcile([(AnyHashable(0), drawn)], context)
    }
}
