/// A control for a value within a range, bound to a floating-point value: `Slider(value: $volume)`, or
/// `Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }`.
///
/// The texts of the label, joined by spaces, are the title that names the slider; as on iOS it is not drawn.
/// Minimum and maximum value labels, texts or images, are drawn at the track's ends. `onEditingChanged` is called
/// with `true` as a change starts and `false` as it ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: SliderValue
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init(value: SliderValue, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel) {
        self.value = value
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public var body: Never { neverBody() }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .slider(value)
        node.reconcile(
            [(AnyHashable(0), label), (AnyHashable(1), minimumValueLabel), (AnyHashable(2), maximumValueLabel)],
            context.eager)
    }
}
