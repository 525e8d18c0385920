extension SpecDecoder {
    static let topLevelKeys = ["view", "props", "bindings", "state", "environment", "types", "body", "previews"]
    /// Keys that only mean something inside a view declaration.
    static let viewKeys = ["props", "bindings", "state", "environment", "body", "previews"]

    static func rootMessage(found root: YAMLNode) -> String {
        "a spec file holds one mapping of top-level keys; found \(root.kindDescription)"
    }

    static func unknownTopLevelKeyMessage(_ key: String) -> String { "unknown top-level key '\(key)'" }
    static func missingBodyMessage(_ view: String) -> String { "view '\(view)' has no 'body'" }
    static func missingViewMessage(_ key: String) -> String { "'\(key)' needs a 'view' name" }
    static let emptySpecMessage = "a spec file declares a 'view', 'types', or both"

    static func fileNameMismatchMessage(_ view: String, file: String, expected: String) -> String {
        "view '\(view)' is declared in '\(file)'; name the file '\(expected)'"
    }

    mutating func decodeFile(_ root: YAMLNode) -> SpecFile? {
        guard let entries = root.mapping else {
            error("expected-mapping", Self.rootMessage(found: root), at: root.range)
            return nil
        }
        var sections: [String: YAMLMappingEntry] = [:]
        for entry in entries {
            guard let key = key(entry) else { continue }
            guard Self.topLevelKeys.contains(key) else {
                errorUnknown(
                    "unknown-key", Self.unknownTopLevelKeyMessage(key), word: key, candidates: Self.topLevelKeys,
                    at: entry.key.range)
                continue
            }
            if sections[key] == nil { sections[key] = entry }
        }
        let types = sections["types"].map { decodeTypes($0.value) } ?? []
        guard let viewEntry = sections["view"] else {
            let strays = Self.viewKeys.compactMap { sections[$0] }
            for stray in strays {
                error("missing-view", Self.missingViewMessage(stray.key.scalarValue ?? ""), at: stray.key.range)
            }
            if strays.isEmpty, sections["types"] == nil {
                error("empty-spec", Self.emptySpecMessage, at: SourceRange(at: root.range.start))
            }
            return sections["types"] == nil ? nil : SpecFile(path: path, view: nil, types: types)
        }
        let view = decodeView(viewEntry, sections: sections)
        return SpecFile(path: path, view: view, types: types)
    }

    private mutating func decodeView(_ entry: YAMLMappingEntry, sections: [String: YAMLMappingEntry]) -> ViewDecl? {
        let name = name(entry.value, role: .view, upperCamelCase: true)
        if let name { checkFileName(name) }
        if sections["body"] == nil {
            error(
                "missing-body", Self.missingBodyMessage(name?.name ?? entry.value.scalarValue ?? ""),
                at: entry.key.range)
        }
        var view = ViewDecl(name: name ?? Identifier("", range: entry.value.range))
        view.props = sections["props"].map { decodeProperties($0.value, role: .prop) } ?? []
        view.bindings = sections["bindings"].map { decodeProperties($0.value, role: .binding) } ?? []
        view.state = sections["state"].map { decodeState($0.value) } ?? []
        view.environment = sections["environment"].map { decodeEnvironment($0.value) } ?? []
        checkMemberNames(view)
        view.body = sections["body"].map { decodeNodes($0.value) } ?? []
        view.previews = sections["previews"].map { decodePreviews($0.value) } ?? []
        return name == nil ? nil : view
    }

    /// The file's stem should be the view's name; a mismatch is a warning.
    private mutating func checkFileName(_ name: Identifier) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return }
        let stem = file[..<dot]
        guard stem != name.name else { return }
        warning(
            "file-name-mismatch",
            Self.fileNameMismatchMessage(name.name, file: file, expected: name.name + file[dot...]), at: name.range)
    }
}
