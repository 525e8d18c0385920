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
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
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
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>
    /// One line, drawn as bullets for a `SecureField`, or the lines of a `TextEditor`.
    let entry: TextEntry

    public init(_ placeholder: String, text: Binding<String>) {
        self.init(placeholder, text: text, entry: .line)
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
        // A text editor's Return starts a line: the `onSubmit` actions around it are not its own.
        node.kind = .textField(
            placeholder: placeholder, text: text, entry: entry,
            submitActions: entry == .editor ? [] : context.environment.submitActions)
    }
}

/// A single-line editor for a password: `SecureField("Password", text: $password)`. It edits as a `TextField`
/// does and draws a bullet for each character of its text.
public struct SecureField: View {
    let field: TextField

    public init(_ placeholder: String, text: Binding<String>) {
        field = TextField(placeholder, text: text, entry: .secure)
    }

    public var body: Never { neverBody() }
}

extension SecureField: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        field.update(node, context)
    }
}

/// Increment and decrement buttons for an Int: `Stepper("Qty", value: $qty, in: 0...10)`, or with a view label
/// `Stepper(value: $qty, in: 0...10) { Text("Qty: \(qty)") }`, whose texts joined by spaces are the title.
public struct Stepper<Label: View>: View {
    let label: Label
    let value: Binding<Int>
    let range: ClosedRange<Int>?
    let step: Int

    public init(
        value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.value = value
        self.range = range
        self.step = step
    }

    public init(value: Binding<Int>, step: Int = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value
        self.range = nil
        self.step = step
    }

    public var body: Never { neverBody() }
}

extension Stepper where Label == Text {
    public init(_ title: String, value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1) {
        self.init(value: value, in: range, step: step) { Text(title) }
    }

    public init(_ title: String, value: Binding<Int>, step: Int = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
}

extension Stepper: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .stepper(value: value, range: range, step: step)
        node.reconcile([(AnyHashable(0), label)], context.eager)
    }
}
