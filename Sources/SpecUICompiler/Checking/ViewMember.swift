/// A name a view body can use: a prop, binding, state, environment value or loop variable.
struct ViewMember: Hashable, Sendable {
    enum Role: String, Hashable, Sendable {
        case prop
        case binding
        case state
        case environment = "environment value"
        case loopVariable = "loop variable"
    }

    var name: Identifier
    /// nil when the declaration itself has an error.
    var type: TypeRef?
    var role: Role
    /// A loop variable of `ForEach: $collection`: `$name` is a binding to the row.
    var isBinding = false

    /// The expression checker's view of this name; nil when its type is unknown.
    var symbol: Symbol? {
        guard let type else { return nil }
        let kind: Symbol.Kind =
            switch role {
            case .prop: .prop
            case .binding: .binding
            case .state: .state
            case .environment: .environment
            case .loopVariable: .loopVariable(isBindingForm: isBinding)
            }
        return Symbol(name: name.name, type: type, kind: kind, range: name.range)
    }

    /// The type of an `environment:` value.
    static func type(of key: EnvironmentDecl.Key) -> TypeRef {
        switch key {
        case .layoutDirection: .named("LayoutDirection")
        case .colorScheme: .named("ColorScheme")
        }
    }
}

extension ViewMember.Role {
    /// The role of a member that decoding left out.
    init(_ kind: RejectedMember.Kind) {
        switch kind {
        case .prop: self = .prop
        case .binding: self = .binding
        case .state: self = .state
        case .environment: self = .environment
        case .loopVariable: self = .loopVariable
        }
    }
}
