/// A view struct of the generated code: inputs, owned state, body and its `Equatable` conformance.
struct ViewStructure {
    var comments: [String] = []
    var modifiers: [String] = []
    var name: String
    /// `let` inputs.
    var values: [SwiftProperty] = []
    /// `@Binding var` inputs.
    var bindings: [SwiftProperty] = []
    /// `@State` and `@Environment` properties: owned by the view, not compared by `==`.
    var owned: [SwiftProperty] = []
    var initializer: SwiftFunction?
    var body: [SwiftStatement]
    /// Bindings `==` compares; nil for all. A binding used only by actions does not change what the body shows.
    var comparedBindings: Set<String>?

    /// The struct; `Equatable` is synthesized when every stored property is a `let`, written out otherwise.
    var declaration: SwiftDecl {
        var members: [SwiftDecl] = (values + bindings + owned).map { .property($0) }
        if let initializer {
            members.append(.function(initializer))
        }
        members.append(
            .property(SwiftProperty(isMutable: true, name: "body", type: "some View", getter: body))
        )
        if !bindings.isEmpty || !owned.isEmpty {
            members.append(.function(equality))
        }
        return .structure(
            SwiftTypeDecl(
                comments: comments,
                modifiers: modifiers,
                name: name,
                conformances: ["View", "Equatable"],
                members: members
            )
        )
    }

    /// `==` over the inputs: props by value, bindings by the value they read. State and environment are not inputs.
    ///
    /// It is `nonisolated` because `Equatable` is, and reads bindings through their `Binding` storage, which
    /// is not isolated to the main actor the way the view's own properties are.
    private var equality: SwiftFunction {
        let comparisons: [SwiftExpr] =
            values.map { property in
                .binary(.member(.identifier("lhs"), property.name), .equal, .member(.identifier("rhs"), property.name))
            }
            + bindings.filter { comparedBindings?.contains($0.name) ?? true }.map { property in
                .binary(
                    .member(.member(.identifier("lhs"), "_" + property.name), "wrappedValue"),
                    .equal,
                    .member(.member(.identifier("rhs"), "_" + property.name), "wrappedValue")
                )
            }
        let result = comparisons.dropFirst().reduce(comparisons.first ?? .boolean(true)) { .binary($0, .and, $1) }
        return SwiftFunction(
            modifiers: ["nonisolated", "static"],
            name: "==",
            parameters: [.init(name: "lhs", type: "Self"), .init(name: "rhs", type: "Self")],
            returnType: "Bool",
            body: [.expression(result)]
        )
    }
}
