/// A view struct of the generated code: inputs, owned state, body and its `Equatable` conformance.
///
/// `==` compares props by value and each binding the body reads by a snapshot of its value taken when the view
/// was made, so a parent passing a binding that now reads another value runs the body again:
///
/// ```swift
/// @Binding var isOn: Bool
/// /// `isOn` when this view was made; `==` compares it, so a new value runs `body` again.
/// private let isOnValue: Bool
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
    /// Whether an initializer is written even when no binding is snapshotted: when the memberwise one would be
    /// private (inputs beside private state) or previews set state.
    var needsInitializer = false
    /// Parameters the initializer takes after the inputs, and the statements that store them.
    var extraParameters: [SwiftFunction.Parameter] = []
    var extraAssignments: [SwiftStatement] = []
    var body: [SwiftStatement]
    /// Bindings `==` compares; nil for all. A binding used only by actions does not change what the body shows.
    var comparedBindings: Set<String>?
    /// For a value the view uses only through fields (`folder.id`), the chains of fields `==` compares instead of
    /// the whole value.
    var comparedFields: [String: [[String]]] = [:]
    /// Names the snapshot properties must not take besides the struct's own members: the unit's types and views,
    /// and the file's subviews, which a member of the same name would hide inside the body. Two sets, so the
    /// unit's, shared by every view, is never copied.
    var reservedNames: Set<String> = []
    var subviewNames: Set<String> = []

    /// A stored copy of a compared binding's value, what `==` reads instead of the binding.
    struct Snapshot {
        var binding: SwiftProperty
        var name: String
    }

    /// One snapshot per compared binding, in the order of the bindings.
    ///
    /// A snapshot is called `<binding>Value`, or `<binding>Value2`, `<binding>Value3`, ... when that name is a
    /// member of the struct (or the storage `_name` of one), a type or a view of the unit.
    var snapshots: [Snapshot] {
        let wrapped = bindings + owned
        var taken = subviewNames.union(["body"])
        taken.formUnion((values + wrapped).map(\.name))
        taken.formUnion(wrapped.map { "_" + $0.name })
        var result: [Snapshot] = []
        for binding in bindings where comparedBindings?.contains(binding.name) ?? true {
            let base = binding.name + "Value"
            var candidate = base
            var number = 2
            while taken.contains(candidate) || reservedNames.contains(candidate) {
                candidate = base + String(number)
                number += 1
            }
            taken.insert(candidate)
            result.append(Snapshot(binding: binding, name: SwiftName.checked(candidate)))
        }
        return result
    }

    /// The struct; `Equatable` is synthesized when every stored property is a `let` compared whole, written out
    /// otherwise.
    var declaration: SwiftDecl {
        let snapshots = snapshots
        var members: [SwiftDecl] = (values + bindings).map { .property($0) }
        members += snapshots.map { snapshot in
            .property(
                SwiftProperty(
                    comments: [
                        "`\(snapshot.binding.name)` when this view was made; `==` compares it, so a new value "
                            + "runs `body` again."
                    ],
                    modifiers: ["private"],
                    isMutable: false,
                    name: snapshot.name,
                    type: Self.writtenType(of: snapshot.binding)
                )
            )
        }
        members += owned.map { .property($0) }
        if needsInitializer || !snapshots.isEmpty {
            members.append(.function(initializer(snapshots)))
        }
        members.append(
            .property(SwiftProperty(isMutable: true, name: "body", type: "some View", getter: body))
        )
        if !bindings.isEmpty || !owned.isEmpty || comparedFields.values.contains(where: { !$0.isEmpty }) {
            members.append(.function(equality(snapshots)))
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

    /// `init` taking the inputs: values as themselves, bindings as `Binding<T>`, whose snapshots it takes.
    private func initializer(_ snapshots: [Snapshot]) -> SwiftFunction {
        var parameters: [SwiftFunction.Parameter] = []
        var assignments: [SwiftStatement] = []
        for value in values {
            parameters.append(.init(name: value.name, type: Self.writtenType(of: value)))
            assignments.append(.assignment(.member(.identifier("self"), value.name), "=", .identifier(value.name)))
        }
        for binding in bindings {
            parameters.append(.init(name: binding.name, type: "Binding<\(Self.writtenType(of: binding))>"))
            assignments.append(.assignment(.identifier("_" + binding.name), "=", .identifier(binding.name)))
            for snapshot in snapshots where snapshot.binding.name == binding.name {
                assignments.append(
                    .assignment(
                        .identifier(snapshot.name), "=", .member(.identifier(binding.name), "wrappedValue")
                    )
                )
            }
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

    /// `==` over the inputs: props by value (or by the fields the view reads of one), bindings by their snapshots.
    /// State and environment are not inputs.
    ///
    /// It is `nonisolated` because `Equatable` is; it reads only `let` properties of `Sendable` values.
    private func equality(_ snapshots: [Snapshot]) -> SwiftFunction {
        func path(_ side: String, _ name: String, _ fields: [String]) -> SwiftExpr {
            fields.reduce(.member(.identifier(side), name)) { .member($0, SwiftName.checked($1)) }
        }
        let compared = values.flatMap { value in
            (comparedFields[value.name].flatMap { $0.isEmpty ? nil : $0 } ?? [[]]).map { (value.name, $0) }
        }
        let comparisons: [SwiftExpr] = (compared + snapshots.map { ($0.name, []) }).map { name, fields in
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
