/// The names a body can use, with what they are: decides how an extracted subview receives each one.
struct Scope: Sendable {
    enum Kind: Sendable {
        /// `@State`: owned, writable.
        case state
        /// `@Binding`, or `$todo` of a binding `ForEach`: writable storage owned elsewhere.
        case binding
        /// A `let` prop, an environment value or a `ForEach` element: read-only.
        case value
    }

    struct Entry: Sendable {
        var kind: Kind
        /// The type as written in Swift.
        var type: String
    }

    private(set) var entries: [String: Entry] = [:]

    subscript(name: String) -> Entry? {
        entries[name]
    }

    mutating func declare(_ name: String, _ kind: Kind, type: String) {
        entries[name] = Entry(kind: kind, type: type)
    }

    /// Props, bindings, state and environment of a view.
    init(view: ViewDecl) {
        for prop in view.props {
            declare(prop.name.name, .value, type: SwiftName.type(prop.type))
        }
        for binding in view.bindings {
            declare(binding.name.name, .binding, type: SwiftName.type(binding.type))
        }
        for state in view.state {
            guard let type = state.type ?? state.declaredType else {
                preconditionFailure("the checker left the type of state '\(state.name.name)' unknown")
            }
            declare(state.name.name, .state, type: SwiftName.type(type))
        }
        for environment in view.environment {
            declare(environment.key.rawValue, .value, type: environment.key.swiftType)
        }
    }

    init() {}
}

extension EnvironmentDecl.Key {
    /// The type of the environment value in SwiftUI.
    var swiftType: String {
        switch self {
        case .layoutDirection: "LayoutDirection"
        case .colorScheme: "ColorScheme"
        }
    }
}
