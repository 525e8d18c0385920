/// A Swift declaration of the generated code, rendered by `SwiftRenderer`.
package indirect enum SwiftDecl: Hashable, Sendable {
    /// `private struct Name: View, Equatable { members }`.
    case structure(SwiftTypeDecl)
    /// `enum Name: Hashable, CaseIterable { case a ... }`.
    case enumeration(SwiftTypeDecl)
    /// `case name` inside an enum.
    case enumCase(String)
    /// A stored or computed property: `@State private var count = 0`, `var body: some View { ... }`.
    case property(SwiftProperty)
    /// `static func == (lhs: Self, rhs: Self) -> Bool { ... }`, `init(...) { ... }`.
    case function(SwiftFunction)
}

/// A struct or enum: its header and members.
package struct SwiftTypeDecl: Hashable, Sendable {
    /// Comment lines written above the declaration, without `//`.
    package var comments: [String]
    package var modifiers: [String]
    package var name: String
    package var conformances: [String]
    package var members: [SwiftDecl]

    package init(
        comments: [String] = [],
        modifiers: [String] = [],
        name: String,
        conformances: [String],
        members: [SwiftDecl]
    ) {
        self.comments = comments
        self.modifiers = modifiers
        self.name = name
        self.conformances = conformances
        self.members = members
    }
}

/// `@Attr modifiers let|var name: Type = initial`, or a computed property with a getter body.
package struct SwiftProperty: Hashable, Sendable {
    /// Documentation lines written above the property, without `///`.
    package var comments: [String]
    /// `@State`, `@Binding`, `@Environment(\.layoutDirection)`, `@ViewBuilder`.
    package var attributes: [SwiftExpr]
    package var modifiers: [String]
    package var isMutable: Bool
    package var name: String
    /// The written type; nil when Swift infers it from `initial`.
    package var type: String?
    package var initial: SwiftExpr?
    /// The getter of a computed property: `var body: some View { ... }`.
    package var getter: [SwiftStatement]?

    package init(
        comments: [String] = [],
        attributes: [SwiftExpr] = [],
        modifiers: [String] = [],
        isMutable: Bool,
        name: String,
        type: String?,
        initial: SwiftExpr? = nil,
        getter: [SwiftStatement]? = nil
    ) {
        self.comments = comments
        self.attributes = attributes
        self.modifiers = modifiers
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.initial = initial
        self.getter = getter
    }
}

/// A function or initializer: `nonisolated static func == (lhs: Self, rhs: Self) -> Bool`, `init(name: String)`.
package struct SwiftFunction: Hashable, Sendable {
    package struct Parameter: Hashable, Sendable {
        package var name: String
        package var type: String
        package var defaultValue: SwiftExpr?

        package init(name: String, type: String, defaultValue: SwiftExpr? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    package var modifiers: [String]
    /// `init` for an initializer, otherwise `func` followed by the name.
    package var name: String
    package var isInitializer: Bool
    package var parameters: [Parameter]
    package var returnType: String?
    package var body: [SwiftStatement]

    package init(
        modifiers: [String] = [],
        name: String,
        isInitializer: Bool = false,
        parameters: [Parameter],
        returnType: String? = nil,
        body: [SwiftStatement]
    ) {
        self.modifiers = modifiers
        self.name = name
        self.isInitializer = isInitializer
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}
