/// A switch bound to a Bool: `Toggle("Done", isOn: $todo.done)`, or `Toggle(isOn: $isOn) { Text("Done") }`.
///
/// The texts of the label, joined by spaces, are the title drawn beside the switch.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { neverBody() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        if context.environment.isMenuItem {
            node.kind = .modifier(nil)
            node.reconcile([(AnyHashable(2), MenuToggleItem(isOn: isOn, label: label))], context.eager)
            return
        }
        guard let style = context.environment.toggleStyle else {
            node.kind = .toggle(isOn: isOn)
            node.reconcile([(AnyHashable(0), label)], context.eager)
            return
        }
        // The author's style draws the whole toggle; a `Toggle` in its body draws with the default style.
        node.kind = .modifier(nil)
        var inner = context.eager
        inner.environment.toggleStyle = nil
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(erasing: label)), isOn: isOn, isMixed: false)
        node.reconcile([(AnyHashable(1), style.body(configuration))], inner)
    }
}

/// A single-line editor bound to a String: `TextField("Name", text: $name)`.
///
/// With `axis: .vertical` its text wraps to its width and it grows a row for each row the text takes, as many as
/// a `lineLimit` around allows, and Return starts a new line, as on iOS. A `prompt` is the placeholder drawn while
/// the text is empty; the field is still named by its title.
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>
    /// One line, drawn as bullets for a `SecureField`, the lines of a `TextEditor`, or wrapped rows.
    let entry: TextEntry
    /// The placeholder drawn while the text is empty, over the title.
    var prompt: Text?
    /// The value a `TextField(value:format:)` edits through its text.
    private var formatted: FormattedEntry?

    public init(_ placeholder: String, text: Binding<String>) {
        self.init(placeholder, text: text, entry: .line)
    }

    /// A field drawing `prompt` while its text is empty: `TextField("Email", text: $email, prompt: Text("you@example.com"))`.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, entry: .line)
        self.prompt = prompt
    }

    /// A field that grows down as its text wraps, `axis: .vertical`: `TextField("Notes", text: $notes, axis: .vertical)`.
    /// Along `.horizontal` it is the single-line field.
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, entry: axis == .vertical ? .wrapped : .line)
    }

    /// A field with a prompt along `axis`.
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, axis: axis)
        self.prompt = prompt
    }

    /// A field editing a value as text its format writes and reads: `TextField("Amount", value: $amount,
    /// format: .number)`.
    ///
    /// Typed text is read into the value when Return is pressed in the field (before the `onSubmit` actions
    /// around it) and when focus leaves it; text the format cannot read leaves the value as it was, and the
    /// field shows the value again (docs/RUNTIME.md).
    public init<F: ParseableFormatStyle>(_ placeholder: String, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.init(placeholder, text: .constant(""), entry: .line)
        formatted = FormattedEntry(
            display: { locale in format.locale(locale).format(value.wrappedValue) },
            commit: { text, locale in
                if let parsed = try? format.locale(locale).parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    /// A field editing an optional value: empty text writes nil.
    public init<F: ParseableFormatStyle>(_ placeholder: String, value: Binding<F.FormatInput?>, format: F)
    where F.FormatOutput == String {
        self.init(placeholder, text: .constant(""), entry: .line)
        formatted = FormattedEntry(
            display: { locale in value.wrappedValue.map(format.locale(locale).format) ?? "" },
            commit: { text, locale in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.locale(locale).parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }

    /// The field a `SecureField` or a `TextEditor` is.
    init(_ placeholder: String, text: Binding<String>, entry: TextEntry) {
        self.placeholder = placeholder
        self.text = text
        self.entry = entry
    }

    public var body: Never { neverBody() }
}

extension TextField: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        // A text editor's (and a vertical field's) Return starts a line: the `onSubmit` actions around it are not its own.
        var submitActions = entry == .editor || entry == .wrapped ? [] : context.environment.submitActions
        var text = self.text
        if let formatted {
            let draft = node.stateSlot("draft") { FormattedEntry.Draft() }
            let locale = context.environment.locale
            text = formatted.text(draft, node: node, locale: locale)
            // Submit actions run innermost first: reading the value comes before every `onSubmit` around.
            submitActions.append(SubmitAction { formatted.commit(draft, node: node, locale: locale) })
            node.graph.onFocusLeaving(node) { formatted.commit(draft, node: node, locale: locale) }
        }
        node.kind = .textField(placeholder: placeholder, text: text, entry: entry, submitActions: submitActions)
    }
}

/// A single-line editor for a password: `SecureField("Password", text: $password)`. It edits as a `TextField`
/// does and draws a bullet for each character of its text.
public struct SecureField: View {
    let field: TextField

    public init(_ placeholder: String, text: Binding<String>) {
        field = TextField(placeholder, text: text, entry: .secure)
    }

    /// A field drawing `prompt` while its text is empty; the field is still named by its title.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        var field = TextField(title, text: text, entry: .secure)
        field.prompt = prompt
        self.field = field
    }

    /// A field named by a `Text` label, drawing `prompt` while its text is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Text) {
        self.init(label().content, text: text, prompt: prompt)
    }

    public var body: Never { neverBody() }
}

extension SecureField: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        field.update(node, context)
    }
}

/// Increment and decrement buttons for a value: `Stepper("Qty", value: $qty, in: 0...10)`, or with a view label
/// `Stepper(value: $qty, in: 0...10) { Text("Qty: \(qty)") }`, whose texts joined by spaces are the title.
///
/// The value is any `Strideable` one, `Stepper("Hours", value: $hours, in: 4...12, step: 0.25)`. As in SwiftUI, only
/// the label and the buttons are drawn, `Qty  [-] [+]`, so a label shows the value, `Stepper("Qty: \(qty)", ...)`;
/// the value as it describes itself (or as its `format:` writes it) is the stepper's accessibility value. A stepper
/// of actions, `Stepper("Size", onIncrement: grow, onDecrement: shrink)`, has none.
public struct Stepper<Label: View>: View {
    let label: Label
    let stepping: StepperStepping

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        stepping = StepperStepping(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        stepping = StepperStepping(value: value, in: nil, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper whose buttons run actions: a nil action's button does nothing, as at a bound.
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        let increment = StepperStepping.editing(onIncrement, onEditingChanged)
        let decrement = StepperStepping.editing(onDecrement, onEditingChanged)
        stepping = .actions { StepperStepping.Actions(increment: increment, decrement: decrement, valueText: nil) }
    }

    public var body: Never { neverBody() }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }
}

extension Stepper: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        switch stepping {
        case .integer(let value, let range, let step):
            node.kind = .stepper(
                value: value, range: range, step: step, valueText: "\(value.wrappedValue)", drawsValue: false)
        case .actions(let actions):
            // The stepper counts its steps from 0: `+` sets 1 and `-` sets -1, each running its action, and a
            // button without an action is at its bound.
            let actions = actions()
            let steps = Binding<Int>(
                get: { 0 },
                set: { step in
                    if step > 0 { actions.increment?() } else if step < 0 { actions.decrement?() }
                })
            let range = (actions.decrement == nil ? 0 : -1)...(actions.increment == nil ? 0 : 1)
            node.kind = .stepper(value: steps, range: range, step: 1, valueText: actions.valueText, drawsValue: false)
        }
        node.reconcile([(AnyHashable(0), label)], context.eager)
    }
}
