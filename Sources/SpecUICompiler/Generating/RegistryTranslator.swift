/// `public enum PreviewRegistry`: every view of the unit at zero values and as each of its previews, by name, so
/// a program linking the generated code can show any of them.
struct RegistryTranslator {
    let expressions: ExpressionTranslator
    /// The unit's views, sorted by name.
    let views: [ViewDecl]

    /// The name of the generated file and type.
    static let name = FileScopeNames.previewRegistry
    /// The type of one entry, declared beside the registry rather than inside it: a name nested in the registry
    /// would hide a type of the unit with the same name in the entries' closures.
    static let entryName = FileScopeNames.previewRegistryEntry

    /// The entry type, then the registry.
    var declarations: [SwiftDecl] {
        let entry = SwiftTypeDecl(
            comments: ["One way to show a view: at zero values (`preview` nil) or as a preview its spec declares."],
            modifiers: ["public"],
            name: Self.entryName,
            conformances: ["Sendable"],
            members: [
                .property(SwiftProperty(modifiers: ["public"], isMutable: false, name: "view", type: "String")),
                .property(SwiftProperty(modifiers: ["public"], isMutable: false, name: "preview", type: "String?")),
                .property(
                    SwiftProperty(
                        modifiers: ["public"], isMutable: false, name: "make",
                        type: "@MainActor @Sendable () -> any View")
                ),
            ]
        )
        let entries = SwiftProperty(
            modifiers: ["public", "static"],
            isMutable: false,
            name: "entries",
            type: "[\(Self.entryName)]",
            initial: .array(views.flatMap(entries))
        )
        return [
            .structure(entry),
            .enumeration(
                SwiftTypeDecl(
                    comments: ["Every view at zero values, then as each of its previews; views sorted by name."],
                    modifiers: ["public"],
                    name: Self.name,
                    conformances: [],
                    members: [.property(entries)]
                )
            ),
        ]
    }

    /// `PreviewRegistryEntry(view: "TodoListView", preview: "Empty") { TodoListView(todos: [], nextID: 1) }`, ...
    private func entries(of view: ViewDecl) -> [SwiftExpr] {
        let translator = PreviewTranslator(expressions: expressions, view: view)
        let name = SwiftExpr.string(view.name.name)
        let previews: [(SwiftExpr, [String: Literal])] =
            [(.nil, [:])] + view.previews.map { (.string($0.name.name), PreviewTranslator.values(of: $0)) }
        return previews.map { preview, values in
            .call(
                .identifier(Self.entryName),
                [SwiftArgument("view", name), SwiftArgument("preview", preview)],
                trailingClosures: [
                    SwiftClosure(body: [.expression(translator.call(setting: values))])
                ]
            )
        }
    }
}
