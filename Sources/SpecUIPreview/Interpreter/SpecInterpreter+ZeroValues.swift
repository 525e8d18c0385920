import SpecUICompiler

extension SpecInterpreter {
    /// The props and bindings of view `name` that no preview and no `given` value sets, each as `name = value` with
    /// the zero value it starts at; empty when every input is given or the view has none.
    package func zeroValuedInputs(of name: String, given: Set<String>) -> [String] {
        guard let declaration = try? view(named: name) else { return [] }
        let inputs =
            declaration.props.map { ($0.name.name, $0.type) } + declaration.bindings.map { ($0.name.name, $0.type) }
        return inputs.filter { !given.contains($0.0) }.map { input, type in
            "\(input) = \(Self.specText(context.factory.zeroValue(of: type)))"
        }
    }

    /// The names of view `name`'s previews, in written order; empty when it has none.
    package func previewNames(of name: String) -> [String] {
        (try? view(named: name))?.previews.map(\.name.name) ?? []
    }

    /// A value as a spec would write it: strings quoted, enum cases with a leading dot, records as a mapping of
    /// their fields, `{id: 0, status: .idle}`.
    private static func specText(_ value: Value) -> String {
        switch value {
        case .string(let text): String(reflecting: text)
        case .enumCase(_, let name): "." + name
        case .array(let elements): "[" + elements.map(specText).joined(separator: ", ") + "]"
        case .record(_, let fields):
            "{" + fields.map { "\($0.name): \(specText($0.value))" }.joined(separator: ", ") + "}"
        default: value.description
        }
    }
}
