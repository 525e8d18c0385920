/// Lowers `types:` entries: records to `struct X: Identifiable, Hashable`, enums to `enum X: Hashable, CaseIterable`.
enum TypeTranslator {
    static func declaration(_ type: TypeDecl) -> SwiftDecl {
        let name = SwiftName.checked(type.name.name)
        switch type.kind {
        case .record(let fields):
            let isIdentifiable = fields.contains { $0.name.name == "id" }
            return .structure(
                SwiftTypeDecl(
                    name: name,
                    conformances: isIdentifiable ? ["Identifiable", "Hashable"] : ["Hashable"],
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
                    name: name,
                    conformances: ["Hashable", "CaseIterable"],
                    members: cases.map { .enumCase(SwiftName.checked($0.name)) }
                )
            )
        }
    }
}
