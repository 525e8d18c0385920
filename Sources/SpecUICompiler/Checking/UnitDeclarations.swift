import SpecUIText

/// Every view and type a compile unit declares, by name, with the file that declared it.
///
/// Views and types share one namespace, as Swift types of one module do: the
/// first declaration of a name wins and every later one is reported.
package struct UnitDeclarations: Hashable, Sendable {
    /// Where a name was declared: the file's index in the unit and its path.
    package struct Origin: Hashable, Sendable {
        package var fileIndex: Int
        package var path: String
        package var range: SourceRange
    }

    package private(set) var types: [String: TypeDecl] = [:]
    package private(set) var views: [String: ViewSignature] = [:]
    /// The state names of each view of the unit that has state, which a use of the view cannot pass.
    package private(set) var stateNames: [String: [String]] = [:]
    package private(set) var origins: [String: Origin] = [:]
    /// Type names whose declaration was already reported, which uses do not report again.
    package private(set) var rejectedTypeNames: Set<String> = []
    /// Views left out because a type or view declared before them took their name: reported there, their uses
    /// are not reported again as unknown views.
    package private(set) var rejectedViewNames: Set<String> = []
    /// Views declared by two files: reported once, and their uses, which could mean either, are not checked against
    /// the first.
    package private(set) var viewsDeclaredTwice: Set<String> = []
    /// The view each file declares, by the file's name without its folders and extension (`Row` of `Row.yaml`).
    package private(set) var viewOfFileNamed: [Substring: String] = [:]
    /// The unit's records and enums, as the expression checker reads them.
    package private(set) var typeTable = TypeTable()
    /// `typeNames`, prepared once for did-you-mean suggestions.
    package private(set) var typeCandidates = SuggestionCandidates([])
    /// The declared views' names, sorted, prepared once for did-you-mean suggestions.
    package private(set) var viewCandidates = SuggestionCandidates([])

    /// Type names usable without a declaration.
    package static let builtinTypeNames = ["Int", "Double", "Bool", "String", "LayoutDirection", "ColorScheme"]

    static func duplicateName(_ name: String, kind: String) -> String {
        "\(kind) '\(name)' is already declared in this unit"
    }

    static func firstDeclaration(_ name: String) -> String { "'\(name)' is first declared here" }

    /// For a name declared again with other Unicode scalars than its first, canonically equivalent, declaration.
    static func equivalentSpelling(_ first: String) -> String {
        "; it is first declared with other Unicode scalars (\(first.scalarCodes)) that look the same"
    }

    /// Collects the declarations of `files`, reporting names declared twice.
    package init(_ files: [SpecFile], diagnostics: inout [Diagnostic]) {
        var fileNames = FileNames()
        var declaredTwice: Set<String> = []
        for (index, file) in files.enumerated() {
            // A name rejected for its case (`category`) is reported there, and so is what its uses most likely
            // write, the name capitalized (`Category`).
            rejectedTypeNames.formUnion(
                file.rejectedTypeNames + file.rejectedTypeNames.compactMap(SpecDecoder.capitalized))
            for type in file.types {
                guard declare(type.name, kind: "type", fileIndex: index, path: file.path, diagnostics: &diagnostics)
                else {
                    if types[type.name.name] != nil {
                        declaredTwice.insert(type.name.name)
                    } else if !Self.builtinTypeNames.contains(type.name.name) {
                        // A type named like a view: its uses are not reported as unknown too.
                        rejectedTypeNames.insert(type.name.name)
                    }
                    continue
                }
                types[type.name.name] = type
                typeTable.add(type)
            }
            if let view = file.view {
                viewOfFileNamed[SpecFiles.baseName(of: file.path)] = view.name.name
                // A view whose name decoding reported is not declared; uses of the name are not reported again.
                let declared =
                    !view.isNameRejected
                    && declare(view.name, kind: "view", fileIndex: index, path: file.path, diagnostics: &diagnostics)
                if declared {
                    views[view.name.name] = ViewSignature(view)
                    if !view.state.isEmpty { stateNames[view.name.name] = view.state.map(\.name.name) }
                    fileNames.claim(for: view.name, path: file.path, diagnostics: &diagnostics)
                } else if views[view.name.name] == nil {
                    rejectedViewNames.insert(view.name.name)
                    if view.isNameRejected, let capitalized = SpecDecoder.capitalized(view.name.name) {
                        rejectedViewNames.insert(capitalized)
                    }
                } else if !view.isNameRejected {
                    viewsDeclaredTwice.insert(view.name.name)
                    Self.blameTheMisnamedFile(view.name.name, path: file.path, in: &diagnostics)
                }
            }
        }
        // A type declared twice is reported once, at its second declaration; its uses could mean either, so the
        // name is rejected as a name decoding reported is, and its uses are not reported against the first.
        for name in declaredTwice {
            types[name] = nil
            typeTable.remove(name)
            rejectedTypeNames.insert(name)
        }
        typeTable.rejectFieldsOfUnknownTypes()
        typeCandidates = SuggestionCandidates(typeNames)
        viewCandidates = SuggestionCandidates(views.keys.sorted())
    }

    /// For a view declared again in the file named after it (`StatusBadge.yaml`) after a file named otherwise
    /// (`SettingRow.yaml`, copied and not renamed): the report, just made, goes to the misnamed file's declaration,
    /// its note to the file named after the view.
    private static func blameTheMisnamedFile(_ name: String, path: String, in diagnostics: inout [Diagnostic]) {
        guard var report = diagnostics.last, report.code == "duplicate-name", report.file == path,
            let note = report.notes.first, SpecFiles.baseName(of: path) == name,
            SpecFiles.baseName(of: note.file) != name
        else { return }
        (report.file, report.range, report.notes[0].file, report.notes[0].range) = (
            note.file, note.range, report.file, report.range
        )
        report.notes[0].message = "'\(name)' is also declared here, in the file named after it"
        diagnostics[diagnostics.count - 1] = report
    }

    private mutating func declare(
        _ name: Identifier,
        kind: String,
        fileIndex: Int,
        path: String,
        diagnostics: inout [Diagnostic]
    ) -> Bool {
        // Decoding reports a type named like a built-in one; it is left out here.
        if Self.builtinTypeNames.contains(name.name) { return false }
        if let first = origins[name.name] {
            // Names that differ only in their Unicode normalization would be two names to Swift, but read as one.
            let equivalent = origins.keySpelledOtherwise(than: name.name).map(Self.equivalentSpelling) ?? ""
            diagnostics.append(
                Diagnostic(
                    .error,
                    code: "duplicate-name",
                    message: Self.duplicateName(name.name, kind: kind) + equivalent,
                    file: path,
                    range: name.range,
                    notes: [.init(message: Self.firstDeclaration(name.name), file: first.path, range: first.range)]
                )
            )
            return false
        }
        origins[name.name] = Origin(fileIndex: fileIndex, path: path, range: name.range)
        return true
    }

    /// Whether `view`, declared in the unit's file at `fileIndex`, is the view its name stands for: the first
    /// declaration of the name, not a later one reported as a duplicate.
    package func declares(_ view: ViewDecl, inFile fileIndex: Int) -> Bool {
        views.value(spelledExactly: view.name.name) != nil
            && origins.value(spelledExactly: view.name.name)?.fileIndex == fileIndex
    }

    /// Every name a type may be spelled with in this unit: built-in types, then declared ones sorted.
    package var typeNames: [String] { Self.builtinTypeNames + types.keys.sorted() }

    /// The cases of a declared or built-in enum.
    ///
    /// The type table holds exactly the types declared here plus the built-in enums, with their cases as names,
    /// so the lookup neither hashes twice nor builds an array.
    package func enumCases(_ name: String) -> [String]? {
        typeTable.enums.value(spelledExactly: name)
    }

    /// The fields of a declared record.
    package func recordFields(_ name: String) -> [FieldDecl]? {
        typeTable.records.value(spelledExactly: name)
    }
}
