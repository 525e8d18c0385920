/// A view struct of the generated code: inputs, owned state, body and its `Equatable` conformance.
///
/// `==` compares the props, by value; bindings are not compared, as SwiftUI's own views do not read them where they
/// are made: a body that reads a binding depends on what it points at, and a write there runs that body again,
/// however the view's parent was evaluated. A parent handing on `$count` reads nothing, so it does not run again
/// when `count` changes:
///
/// ```swift
/// @Binding var isOn: Bool
///
/// nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
///     lhs.title == rhs.title
/// }
/// ```
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
    /// Whether an initializer is written: when the memberwise one would be private (inputs beside private state) or
    /// previews set state.
    var needsInitializer = false
    /// Parameters the initializer takes after the inputs, and the statements that store them.
    var extraParameters: [SwiftFunction.Parameter] = []
    var extraAssignments: [SwiftStatement] = []
    var body: [SwiftStatement]
    /// For a value the view uses only through fields (`folder.id`), the chains of fields `==` compares instead of
    /// the whole value.
    var comparedFields: [String: [[String]]] = [:]

    /// The struct; `Equatable` is synthesized when every stored property is a `let` compared whole, written out
    /// otherwise.
    var declaration: SwiftDecl {
        var members: [SwiftDecl] = (values + bindings + owned).map { .property($0) }
        if needsInitializer {
            members.append(.function(initializer))
        }
        members.append(
            .property(SwiftProperty(isMutable: true, name: "body", type: "some View", getter: body))
        )
        if !bindings.isEmpty || !owned.isEmpty || comparedFields.values.contains(where: { !$0.isEmpty }) {
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

    /// `init` taking the inputs: values as themselves, bindings as `Binding<T>`.
    private var initializer: SwiftFunction {
        var parameters: [SwiftFunction.Parameter] = []
        var assignments: [SwiftStatement] = []
        for value in values {
            parameters.append(.init(name: value.name, type: Self.writtenType(of: value)))
            assignments.append(.assignment(.member(.identifier("self"), value.name), "=", .identifier(value.name)))
        }
        for binding in bindings {
            parameters.append(.init(name: binding.name, type: "Binding<\(Self.writtenType(of: binding))>"))
            assignments.append(.assignment(.identifier("_" + binding.name), "=", .identifier(binding.name)))
        }
        return SwiftFunction(
            name: "init",
            isInitializer: true,
            parameters: parameters + extraParameters,
            body: assignments + extraAssignments
        )
    }

    /// The type of an input, which is always written.
    private static func writtenType(of input: SwiftProperty) -> String {
        guard let type = input.type else {
            preconditionFailure("input '\(input.name)' of a generated view has no written type")
        }
        return type
    }

    /// `==` over the props, by value or by the fields the view reads of one; `true` for a view whose only inputs are
    /// bindings. Bindings, state and environment are not compared.
    ///
    /// It is `nonisolated` because `Equatable` is; it reads only `let` properties of `Sendable` values.
    private var equality: SwiftFunction {
        func path(_ side: String, _ name: String, _ fields: [String]) -> SwiftExpr {
            fields.reduce(.member(.identifier(side), name)) { .member($0, SwiftName.checked($1)) }
        }
        let compared = values.flatMap { value in
            (comparedFields[value.name].flatMap { $0.isEmpty ? nil : $0 } ?? [[]]).map { (value.name, $0) }
        }
        let comparisons: [SwiftExpr] = compared.map { name, fields in
            .binary(path("lhs", name, fields), .equal, path("rhs", name, fields))
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
