/// A compile unit after checking: the files with every type filled in, and lookups by name.
///
/// This is what the generator and the interpreter read. It is complete only
/// when checking reported no errors; after errors, failed parts keep `type` nil.
package struct CheckedUnit: Hashable, Sendable {
    /// The annotated files, in the order they were given.
    package var files: [SpecFile]
    /// The views and types of the unit by name, with the file that declared each.
    package var declarations: UnitDeclarations

    package init(files: [SpecFile], declarations: UnitDeclarations) {
        self.files = files
        self.declarations = declarations
    }

    /// The unit's records and enums (and the built-in environment enums).
    package var types: TypeTable { declarations.typeTable }

    /// The checked view called `name`.
    package func view(named name: String) -> ViewDecl? {
        guard let origin = declarations.origins[name], let view = files[origin.fileIndex].view,
            view.name.name == name
        else { return nil }
        return view
    }

    /// The type declaration called `name` (records and enums of `types:`).
    package func typeDecl(named name: String) -> TypeDecl? {
        guard let origin = declarations.origins[name] else { return nil }
        return files[origin.fileIndex].types.first { $0.name.name == name }
    }

    /// Every checked view, sorted by name.
    package var viewsSortedByName: [ViewDecl] {
        declarations.views.keys.sorted().compactMap { view(named: $0) }
    }

    /// Every declared type, sorted by name.
    package var typesSortedByName: [TypeDecl] {
        declarations.types.keys.sorted().compactMap { typeDecl(named: $0) }
    }

    /// The path of the file that declared the view or type `name`.
    package func path(declaring name: String) -> String? {
        declarations.origins[name]?.path
    }

    /// The checked file that declares the view or type `name`.
    package func file(declaring name: String) -> SpecFile? {
        declarations.origins[name].map { files[$0.fileIndex] }
    }
}
