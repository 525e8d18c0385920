import SpecUI

/// The names an expression can use while a body is built or an action runs: state, props, bindings,
/// environment values and loop variables, inner names shadowing outer ones.
@MainActor
package struct RuntimeScope {
    /// What a name stands for.
    package enum Slot {
        /// A prop, an environment value or a loop variable over values.
        case value(Value)
        /// A binding, or the loop variable of `ForEach: $todos`; reading it reads the current value.
        case binding(Binding<Value>)
        /// A state slot of the view being built, read when the expression is evaluated.
        case state(String)
    }

    /// The state of the view being built; `nil` for constant expressions.
    package let state: _DynamicState?
    package private(set) var slots: [String: Slot]

    package init(state: _DynamicState?, slots: [String: Slot] = [:]) {
        self.state = state
        self.slots = slots
    }

    /// The same scope with `name` bound to `slot`, shadowing any outer `name`.
    package func adding(_ name: String, _ slot: Slot) -> RuntimeScope {
        var scope = self
        scope.slots[name] = slot
        return scope
    }

    /// The current value of `name`, `nil` when the scope does not know it.
    package func value(of name: String) -> Value? {
        switch slots[name] {
        case .value(let value)?: value
        case .binding(let binding)?: binding.wrappedValue
        case .state(let slot)?: state?[slot] as? Value
        case nil: nil
        }
    }

    /// A binding to `name` (state or binding), `nil` for values.
    package func binding(to name: String) -> Binding<Value>? {
        switch slots[name] {
        case .binding(let binding)?: binding
        case .state(let slot)?: state?.binding(slot, as: Value.self)
        case .value?, nil: nil
        }
    }
}
