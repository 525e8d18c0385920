/// Lowers `types:` entries: records to `nonisolated struct X: Identifiable, Hashable`, enums to `nonisolated enum X:
/// Hashable, CaseIterable`.
///
/// `nonisolated` keeps their conformances usable from a view's `nonisolated static func ==` in a module whose
/// declarations are main-actor isolated by default (`-default-isolation MainActor`, as new app targets are), where a
/// type without it would be isolated to the main actor, and its `Equatable` with it.
enum TypeTranslator {
    /// The declarations of a unit's types, in the order given; a record in a cycle also states `Sendable`.
    static func declarations(_ types: [TypeDecl]) -> [SwiftDecl] {
        let cyclic = cyclicRecords(types)
        return types.map { declaration($0, isSendable: cyclic.contains($0.name.name)) }
    }

    static func declaration(_ type: TypeDecl, isSendable: Bool) -> SwiftDecl {
        let name = SwiftName.checked(type.name.name)
        switch type.kind {
        case .record(let fields):
            let isIdentifiable = fields.contains { $0.name.name == "id" }
            return .structure(
                SwiftTypeDecl(
                    modifiers: ["nonisolated"],
                    name: name,
                    conformances: (isIdentifiable ? ["Identifiable", "Hashable"] : ["Hashable"])
                        + (isSendable ? ["Sendable"] : []),
                    members: fields.map { field in
                        // `var` so that rows of a binding ForEach can bind to fields: `$todo.done`.
                        .property(
                            SwiftProperty(
                                isMutable: true,
                                name: SwiftName.checked(field.name.name),
                                type: SwiftName.type(field.type)
                            )
                        )
                    }
                )
            )
        case .enumeration(let cases):
            return .enumeration(
                SwiftTypeDecl(
                    modifiers: ["nonisolated"],
                    name: name,
                    conformances: ["Hashable", "CaseIterable"],
                    members: cases.map { .enumCase(SwiftName.checked($0.name)) }
                )
            )
        }
    }
}
