import SpecUI
import SpecUICompiler
import SpecUIText

/// Runs the views of a checked unit on the SpecUI runtime, mirroring what their generated Swift does.
///
/// ```swift
/// let interpreter = SpecInterpreter(unit: unit)
/// let host = ViewHost(try interpreter.makeView(named: "CounterView"))
/// host.tap("زيادة")
/// host.bodyEvaluations["CounterView"]  // 2
/// ```
@MainActor
package struct SpecInterpreter {
    package let unit: CheckedUnit
    let context: InterpreterContext

    /// An interpreter for `unit`; views declaring `environment:` values read them from `environment`.
    package init(unit: CheckedUnit, environment: EnvironmentValues = EnvironmentValues()) {
        self.unit = unit
        context = InterpreterContext(unit: unit, environment: environment, log: RuntimeErrorLog())
    }

    /// Runtime errors so far (index out of range, overflow, division by zero).
    package var runtimeErrors: [Diagnostic] { context.log.diagnostics }

    /// A problem the runtime reported, at the place in the spec of the view it names.
    package func locatedProblem(_ problem: String) -> RuntimeProblem { context.log.located(problem) }

    /// Called with each runtime error as it happens.
    package var onRuntimeError: ((Diagnostic) -> Void)? {
        get { context.log.onError }
        nonmutating set { context.log.onError = newValue }
    }

    /// The root view `name`, its inputs from preview `preview` (or zero values), then `values` over them.
    ///
    /// Props and state take the values as given; a binding gets `.constant(value)`, as the generated
    /// `PreviewProvider` passes it.
    package func makeView(named name: String, values: [String: Value] = [:], preview: String? = nil)
        throws(PreviewError)
        -> InterpretedView
    {
        let declaration = try view(named: name)
        var given: [String: Value] = [:]
        if let preview {
            guard let declared = declaration.previews.first(where: { $0.name.name == preview }) else {
                let names = declaration.previews.map(\.name.name)
                // Without a near name, the names there are, so that one can be chosen.
                let near = Suggestion.didYouMean(preview, among: names)
                let listed =
                    names.isEmpty
                    ? "; it has none" : "; its previews are " + names.map { "'\($0)'" }.joined(separator: ", ")
                throw .unknownPreview(preview, of: name, suggestion: near.isEmpty ? listed : near)
            }
            for entry in declared.values where given[entry.name.name] == nil {
                given[entry.name.name] = context.factory.value(
                    of: entry.value, as: type(of: entry.name.name, in: declaration))
            }
        }
        for (input, value) in values {
            guard type(of: input, in: declaration) != nil else {
                throw .unknownInput(
                    input, of: name, suggestion: Suggestion.didYouMean(input, among: inputNames(declaration)))
            }
            given[input] = value
        }
        var props: [String: Value] = [:]
        for prop in declaration.props {
            props[prop.name.name] = given[prop.name.name] ?? context.factory.zeroValue(of: prop.type)
        }
        var bindings: [String: Binding<Value>] = [:]
        for binding in declaration.bindings {
            bindings[binding.name.name] = .constant(
                given[binding.name.name] ?? context.factory.zeroValue(of: binding.type))
        }
        var state: [String: Value] = [:]
        for entry in declaration.state {
            state[entry.name.name] = given[entry.name.name]
        }
        return InterpretedView(
            declaration: declaration, path: unit.path(declaring: name) ?? name, props: props, bindings: bindings,
            initialState: state, context: context)
    }

    /// The checked view `name`, or an error suggesting a close name.
    func view(named name: String) throws(PreviewError) -> ViewDecl {
        guard let declaration = unit.view(named: name) else {
            let names = unit.viewsSortedByName.map(\.name.name)
            throw .unknownView(name, suggestion: Suggestion.didYouMean(name, among: names))
        }
        return declaration
    }

    /// The declared type of prop, binding or state `name`.
    func type(of name: String, in declaration: ViewDecl) -> TypeRef? {
        if let prop = (declaration.props + declaration.bindings).first(where: { $0.name.name == name }) {
            return prop.type
        }
        guard let state = declaration.state.first(where: { $0.name.name == name }) else { return nil }
        return state.type ?? state.declaredType
    }

    func inputNames(_ declaration: ViewDecl) -> [String] {
        (declaration.props + declaration.bindings).map(\.name.name) + declaration.state.map(\.name.name)
    }
}
