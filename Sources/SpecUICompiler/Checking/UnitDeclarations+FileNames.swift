extension UnitDeclarations {
    /// The files a unit generates, by name up to case, so that no two collide where case is ignored.
    ///
    /// Each view is written to `<View>.swift`. On a file system that ignores case (macOS's default) `Foo.swift`
    /// and `FOO.swift` are one file, and so are `TYPES.swift` and the generated `Types.swift`; the second view
    /// to claim a name is reported.
    struct FileNames {
        /// What writes a file: a generated declaration, or a view declared at a place.
        private enum Owner {
            case generated
            case view(path: String, range: SourceRange)
        }

        /// The owner of each file, keyed by the file name lowercased, with the name as written.
        private var owners: [String: (fileName: String, owner: Owner)] = Dictionary(
            uniqueKeysWithValues: ReservedNames.generatedFiles.values.map { ($0.lowercased(), ($0, .generated)) })

        static func collision(_ view: String, with fileName: String, generated: Bool) -> String {
            "view '\(view)' is written to '\(view).swift', which a file system that ignores case (macOS's default) "
                + "takes for \(generated ? "the generated " : "")'\(fileName)'; rename the view"
        }

        static func firstView(_ fileName: String) -> String { "'\(fileName)' is written for this view" }

        /// Claims `<view>.swift`, reporting a file name that another view or a generated file takes up to case.
        mutating func claim(for view: Identifier, path: String, diagnostics: inout [Diagnostic]) {
            let fileName = view.name + ".swift"
            // Strings compare by canonical equivalence, as file systems that ignore case compare names.
            let key = fileName.lowercased()
            guard let first = owners[key] else {
                owners[key] = (fileName, .view(path: path, range: view.range))
                return
            }
            var notes: [Diagnostic.Note] = []
            if case .view(let firstPath, let firstRange) = first.owner {
                notes.append(.init(message: Self.firstView(first.fileName), file: firstPath, range: firstRange))
            }
            let message = Self.collision(view.name, with: first.fileName, generated: notes.isEmpty)
            diagnostics.append(
                Diagnostic(
                    .error, code: "file-name-collision", message: message, file: path, range: view.range, notes: notes))
        }
    }
}
