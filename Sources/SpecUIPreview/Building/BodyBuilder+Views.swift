import SpecUI
import SpecUICompiler

extension BodyBuilder {
    /// The view a node names, before its modifiers, built with the initializer the generated code calls.
    func primary(_ node: SpecUICompiler.ViewNode) throws(RuntimeError) -> any View {
        let x = evaluator
        switch node.kind {
        case .text(let template):
            return Text(try x.text(of: template))
        case .button(.title(let title), let statements):
            return Button(try x.text(of: title), action: action(statements))
        case .button(.label(let label), let statements):
            return button(action(statements), label: block(label))
        case .vStack(let alignment, let spacing, let content):
            let alignment = alignment.map { SpecUI.HorizontalAlignment($0) } ?? .center
            return vStack(alignment, try spacing.map { e throws(RuntimeError) in try length(e) }, block(content))
        case .hStack(let alignment, let spacing, let content):
            let alignment = alignment.map { SpecUI.VerticalAlignment($0) } ?? .center
            return hStack(alignment, try spacing.map { e throws(RuntimeError) in try length(e) }, block(content))
        case .zStack(let alignment, let content):
            return zStack(alignment.map { SpecUI.Alignment($0) } ?? .center, block(content))
        case .list(let content):
            return list(block(content))
        case .group(let content):
            return grouped(block(content))
        case .section(let header, let content):
            return section(try header.map { t throws(RuntimeError) in try x.text(of: t) }, block(content))
        case .forEach(let forEach):
            return try self.forEach(forEach, of: node)
        case .toggle(let title, let isOn):
            return Toggle(try x.text(of: title), isOn: try x.binding(isOn)[dynamicMember: \Value.boolValue])
        case .textField(let placeholder, let text):
            return TextField(try x.text(of: placeholder), text: try x.binding(text)[dynamicMember: \Value.stringValue])
        case .stepper(let label, let value, let bounds):
            let title = try x.text(of: label)
            let binding = try x.binding(value)[dynamicMember: \Value.intValue]
            guard let bounds else { return Stepper(title, value: binding) }
            return Stepper(title, value: binding, in: try x.closedRange(bounds))
        case .progressView(let label, let value):
            let fraction = try value.map { e throws(RuntimeError) in try length(e) }
            guard let label else { return value == nil ? ProgressView() : ProgressView(value: fraction) }
            return ProgressView(try x.text(of: label), value: fraction)
        case .image(let systemName):
            return Image(systemName: try x.text(of: systemName))
        case .spacer(let minLength):
            return Spacer(minLength: try minLength.map { e throws(RuntimeError) in CGFloat(try length(e)) })
        case .divider:
            return Divider()
        case .emptyView:
            return EmptyView()
        case .component(let name, let arguments):
            return try component(name, arguments)
        case .ifElse, .switchOver:
            return EmptyView()
        }
    }

    /// A number used as a length, spacing or fraction.
    func length(_ expression: Expression) throws(RuntimeError) -> Double {
        try evaluator.evaluate(expression).doubleValue ?? 0
    }

    /// A view of the unit, handed its props as values and its bindings as `Binding`s.
    private func component(_ name: Identifier, _ arguments: [ComponentArgument]) throws(RuntimeError) -> any View {
        guard let declaration = context.unit.view(named: name.name) else {
            throw RuntimeError(RuntimeError.unsupported("view '\(name.name)'"), at: name.range)
        }
        let bindingNames = Set(declaration.bindings.map(\.name.name))
        var props: [String: Value] = [:]
        var bindings: [String: Binding<Value>] = [:]
        for argument in arguments {
            let label = argument.label.name
            switch argument.value {
            case .template(let template):
                props[label] = .string(try evaluator.text(of: template))
            case .expression(let expression) where bindingNames.contains(label):
                bindings[label] = try evaluator.binding(expression)
            case .expression(let expression):
                props[label] = try evaluator.evaluate(expression)
            case .unresolved, .invalid, .misplaced:
                throw RuntimeError(RuntimeError.unsupported("argument '\(label)'"), at: argument.label.range)
            }
        }
        return InterpretedView(
            declaration: declaration, path: context.unit.path(declaring: name.name) ?? path, props: props,
            bindings: bindings, initialState: [:], context: context)
    }

    private func button<Label: View>(_ action: @escaping @MainActor () -> Void, label: Label) -> any View {
        Button(action: action) { label }
    }

    private func vStack<Content: View>(_ alignment: SpecUI.HorizontalAlignment, _ spacing: Double?, _ content: Content)
        -> any View
    {
        VStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { content }
    }

    private func hStack<Content: View>(_ alignment: SpecUI.VerticalAlignment, _ spacing: Double?, _ content: Content)
        -> any View
    {
        HStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { content }
    }

    private func zStack<Content: View>(_ alignment: SpecUI.Alignment, _ content: Content) -> any View {
        ZStack(alignment: alignment) { content }
    }

    private func list<Content: View>(_ content: Content) -> any View {
        List { content }
    }

    private func section<Content: View>(_ header: String?, _ content: Content) -> any View {
        guard let header else { return Section { content } }
        return Section(header) { content }
    }
}
