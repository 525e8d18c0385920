import SpecUI
import SpecUICompiler

/// One view of the unit running on the SpecUI graph, as its generated struct would.
///
/// It is named like the spec view in counters and traces, owns one state slot per `state:` entry in declared
/// order, and compares its inputs like the generated `Equatable` conformance: props by value, and the bindings
/// its body reads by the storage they point at and the value they read (bindings only actions use are not
/// compared).
package struct InterpretedView: _DynamicView, Equatable {
    package let declaration: ViewDecl
    /// The file that declares the view, for runtime error messages.
    let path: String
    let props: [String: Value]
    let bindings: [String: Binding<Value>]
    /// State initial values that replace the declared ones (a preview's, or `--set`).
    let initialState: [String: Value]
    let context: InterpreterContext

    package var _viewName: String { declaration.name.name }

    /// The slots, whose initial values are built from the spec only when an identity first appears: a seed of
    /// 10,000 records is not built again at every evaluation of the body.
    package var _stateSlots: [_StateSlot] {
        declaration.state.map { state in
            _StateSlot(
                name: state.name.name,
                initialValue: initialState[state.name.name]
                    ?? context.factory.value(of: state.initial, as: state.type ?? state.declaredType))
        }
    }

    package func _inputsEqual(to other: any View) -> Bool {
        guard let other = other as? InterpretedView else { return false }
        return self == other
    }

    package nonisolated static func == (lhs: InterpretedView, rhs: InterpretedView) -> Bool {
        let name = lhs.declaration.name.name
        // Bindings are not compared, as the generated `==` does not compare them: a body reading one depends on
        // what it points at.
        return name == rhs.declaration.name.name && lhs.props == rhs.props
    }

    package func _body(state: _DynamicState) -> any View {
        var scope = RuntimeScope(state: state)
        for prop in declaration.props {
            scope = scope.adding(
                prop.name.name, .value(props[prop.name.name] ?? context.factory.zeroValue(of: prop.type)))
        }
        for binding in declaration.bindings {
            let bound = bindings[binding.name.name] ?? .constant(context.factory.zeroValue(of: binding.type))
            scope = scope.adding(binding.name.name, .binding(bound))
        }
        for state in declaration.state {
            scope = scope.adding(state.name.name, .state(state.name.name))
        }
        for entry in declaration.environment {
            scope = scope.adding(entry.key.rawValue, .value(Self.value(of: entry.key, reading: state)))
        }
        let plan = context.plans[declaration.name.name] ?? SubviewPlan(view: declaration, unit: context.unit)
        return BodyBuilder(context: context, path: path, scope: scope, plan: plan).block(declaration.body)
    }

    /// The environment value `key` as the enum case the spec compares it with, read through the graph so a change
    /// to it re-evaluates the body.
    static func value(of key: EnvironmentDecl.Key, reading state: _DynamicState) -> Value {
        switch key {
        case .layoutDirection:
            let name = state.environment(\.layoutDirection) == .rightToLeft ? "rightToLeft" : "leftToRight"
            return .enumCase(type: "LayoutDirection", name: name)
        case .colorScheme:
            return .enumCase(type: "ColorScheme", name: state.environment(\.colorScheme) == .dark ? "dark" : "light")
        }
    }
}
