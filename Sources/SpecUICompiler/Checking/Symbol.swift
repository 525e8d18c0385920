/// A name an expression can read: state, a prop, a binding, an environment value or a loop variable.
package struct Symbol: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case state
        case prop
        case binding
        case environment
        /// The `as:` name of a ForEach; `isBindingForm` when the ForEach is over `$collection`.
        case loopVariable(isBindingForm: Bool)
    }

    package var name: String
    /// The value's type (for a binding, the type it reads and writes, without `Binding<>`).
    package var type: TypeRef
    package var kind: Kind
    /// Where the name was declared.
    package var range: SourceRange

    package init(name: String, type: TypeRef, kind: Kind, range: SourceRange) {
        self.name = name
        self.type = type
        self.kind = kind
        self.range = range
    }

    /// Whether statements may change it: state, bindings and rows of a binding ForEach.
    package var isAssignable: Bool {
        switch kind {
        case .state, .binding, .loopVariable(isBindingForm: true): true
        case .prop, .environment, .loopVariable(isBindingForm: false): false
        }
    }

    /// What it is, in words for diagnostics.
    package var kindDescription: String {
        switch kind {
        case .state: "state"
        case .prop: "a prop"
        case .binding: "a binding"
        case .environment: "an environment value"
        case .loopVariable(isBindingForm: true): "the loop variable of a ForEach over a binding"
        case .loopVariable(isBindingForm: false): "the loop variable of a ForEach over values"
        }
    }

    /// The type of an environment value: `LayoutDirection` or `ColorScheme`.
    package static func environmentType(_ key: EnvironmentDecl.Key) -> TypeRef {
        switch key {
        case .layoutDirection: .named("LayoutDirection")
        case .colorScheme: .named("ColorScheme")
        }
    }
}
