/// The names a body can use, with what they are: decides how an extracted subview receives each one.
package struct SubviewScope: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// `@State`: owned, writable.
        case state
        /// `@Binding`, or `$todo` of a binding `ForEach`: writable storage owned elsewhere.
        case binding
        /// A `let` prop, an environment value or a `ForEach` element: read-only.
        case value
    }

    package struct Entry: Hashable, Sendable {
        package var kind: Kind
        package var type: TypeRef
    }

    private(set) var entries: [String: Entry] = [:]

    package subscript(name: String) -> Entry? {
        entries[name]
    }

    package mutating func declare(_ name: String, _ kind: Kind, type: TypeRef) {
        entries[name] = Entry(kind: kind, type: type)
    }

    /// Props, bindings, state and environment of a view.
    package init(view: ViewDecl) {
        for prop in view.props {
            declare(prop.name.name, .value, type: prop.type)
        }
        for binding in view.bindings {
            declare(binding.name.name, .binding, type: binding.type)
        }
        for state in view.state {
            guard let type = state.type ?? state.declaredType else {
                preconditionFailure("the checker left the type of state '\(state.name.name)' unknown")
            }
            declare(state.name.name, .state, type: type)
        }
        for environment in view.environment {
            declare(environment.key.rawValue, .value, type: .named(environment.key.typeName))
        }
    }

    /// The inputs of an extracted subview: `let` values and bindings.
    package init(inputs: [SubviewPlan.Input]) {
        for input in inputs {
            declare(input.name, input.isBinding ? .binding : .value, type: input.type)
        }
    }

    package init() {}

    /// The element type of a `ForEach` over a plain name, for a tree whose `elementType` was not filled.
    package func elementType(of collection: Expression) -> TypeRef? {
        guard case .name(let name) = collection.kind, case .array(let element)? = entries[name]?.type else {
            return nil
        }
        return element
    }
}

extension EnvironmentDecl.Key {
    /// The type of the environment value, as SwiftUI names it.
    package var typeName: String {
        switch self {
        case .layoutDirection: "LayoutDirection"
        case .colorScheme: "ColorScheme"
        }
    }
}
