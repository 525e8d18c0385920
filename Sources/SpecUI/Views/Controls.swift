/// A switch bound to a Bool: `Toggle("Done", isOn: $todo.done)`.
public struct Toggle: View {
    let title: String
    let isOn: Binding<Bool>

    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    public var body: Never { neverBody() }
}

extension Toggle: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .toggle(title: title, isOn: isOn)
    }
}

/// A single-line editor bound to a String: `TextField("Name", text: $name)`.
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    public var body: Never { neverBody() }
}

extension TextField: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .textField(placeholder: placeholder, text: text)
    }
}

/// Increment and decrement buttons for an Int: `Stepper("Qty", value: $qty, in: 0...10)`.
public struct Stepper: View {
    let label: String
    let value: Binding<Int>
    let range: ClosedRange<Int>?
    let step: Int

    public init(_ label: String, value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1) {
        self.label = label
        self.value = value
        self.range = range
        self.step = step
    }

    public init(_ label: String, value: Binding<Int>, step: Int = 1) {
        self.label = label
        self.value = value
        self.range = nil
        self.step = step
    }

    public var body: Never { neverBody() }
}

extension Stepper: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .stepper(label: label, value: value, range: range, step: step)
    }
}
