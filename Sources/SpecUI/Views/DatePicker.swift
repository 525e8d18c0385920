/// A control that picks a date: `DatePicker("Due", selection: $due, displayedComponents: .date)`.
///
/// A terminal draws it as a stepper of the date, `Due  [-] Jun 3, 2026 [+]`, in the environment's locale: it steps a
/// day at a time when it shows the date, a minute when it shows only the time, within its range
/// (docs/RUNTIME.md).
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: Date.distantPast...Date.distantFuture, components: displayedComponents, label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, in: range, components: displayedComponents, label())
    }

    /// A picker of dates from `range`'s start on, with a label: `DatePicker(selection: $due, in: Date()...) { … }`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: range.lowerBound...Date.distantFuture, components: displayedComponents, label())
    }

    /// A picker of dates up to `range`'s end, with a label.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: Date.distantPast...range.upperBound, components: displayedComponents, label())
    }

    init(selection: Binding<Date>, in range: ClosedRange<Date>, components: DatePickerComponents, _ label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    public var body: Never { neverBody() }
}

extension DatePicker where Label == Text {
    public init(
        _ title: String, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of dates from `range`'s start on: `DatePicker("Due", selection: $due, in: Date()...)`.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of dates up to `range`'s end.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

extension DatePicker: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let (selection, range) = (self.selection, self.range)
        let unit: Calendar.Component = components.contains(.date) || components.isEmpty ? .day : .minute
        let length: Double = unit == .day ? 86_400 : 60
        // The stepper counts days (or minutes) since the reference date; a step moves the date by one.
        func steps(_ date: Date) -> Int { Int((date.timeIntervalSinceReferenceDate / length).rounded(.down)) }
        let value = Binding<Int>(
            get: { steps(selection.wrappedValue) },
            set: { newValue in
                let date = selection.wrappedValue
                guard let moved = Calendar.current.date(byAdding: unit, value: newValue - steps(date), to: date)
                else { return }
                selection.wrappedValue = min(max(moved, range.lowerBound), range.upperBound)
            })
        node.kind = .stepper(
            value: value, range: steps(range.lowerBound)...steps(range.upperBound), step: 1,
            valueText: Self.shown(selection.wrappedValue, components, in: context.environment.locale), drawsValue: true)
        node.reconcile([(AnyHashable(0), label)], context.eager)
    }

    /// The date as the picker shows it in `locale`: `Jun 3, 2026`, `9:41 AM`, or both in en_US.
    static func shown(_ date: Date, _ components: DatePickerComponents, in locale: Locale) -> String {
        let format: Date.FormatStyle =
            switch (components.contains(.date) || components.isEmpty, components.contains(.hourAndMinute)) {
            case (true, false): Date.FormatStyle(date: .abbreviated, time: .omitted)
            case (false, _): Date.FormatStyle(date: .omitted, time: .shortened)
            case (true, true): Date.FormatStyle(date: .abbreviated, time: .shortened)
            }
        return format.locale(locale).format(date)
    }
}
