import SpecUIText

extension SpecDecoder {
    static let topLevelKeys = TopLevelKey.allCases.map(\.rawValue)
    /// Keys that only mean something inside a view declaration.
    static let viewKeys = ["props", "bindings", "state", "environment", "body", "previews"]

    static func rootMessage(found root: YAMLNode) -> String {
        "a spec file holds one mapping of top-level keys; found \(root.kindDescription)"
    }

    static func unknownTopLevelKeyMessage(_ key: String) -> String { "unknown top-level key '\(key)'" }
    /// For a top-level key that reads as a name of the view's (`count: 0`): the sections names are declared in.
    static let sectionlessNameHint =
        "; a view's names are declared in a section that says what they are: indent it under 'state:' (or "
        + "'props:', 'bindings:')"
    /// For `name: Profile` in a file without `view:`.
    static let viewNameKeyHint = "; a spec names its view with 'view:'"
    static func missingBodyMessage(_ view: String) -> String { "view '\(view)' has no 'body'" }
    /// For the view keys of a file without `view:`, in written order: one mistake, so one message.
    static func missingViewMessage(_ keys: [String]) -> String {
        let quoted = keys.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return "\(quoted.first ?? "") needs a 'view' name" }
        return quoted.dropLast().joined(separator: ", ") + " and \(last) need a 'view' name"
    }
    static let emptySpecMessage = "a spec file declares a 'view', 'types', or both"

    static func fileNameMismatchMessage(_ view: String, file: String, expected: String) -> String {
        "view '\(view)' is declared in '\(file)'; name the file '\(expected)'"
    }

    mutating func decodeFile(_ root: YAMLNode) -> SpecFile? {
        guard let entries = root.mapping else {
            error("expected-mapping", Self.rootMessage(found: root), at: root.range)
            return nil
        }
        var sections = Sections()
        var misspelled: [(section: TopLevelKey, entry: YAMLMappingEntry)] = []
        let namesView = entries.contains { TopLevelKey.named($0.key.scalarValue ?? "") == .view }
        for entry in entries {
            guard let key = key(entry) else { continue }
            guard let section = TopLevelKey.named(key) else {
                // `name: Profile` in a file without `view:`: the view's name, under another key.
                if !namesView, !misspelled.contains(where: { $0.section == .view }),
                    Suggestion.closest(to: key, among: Self.topLevelKeys) == nil, SwiftIdentifier.isValid(key),
                    let value = entry.value.scalarValue, SwiftIdentifier.isUpperCamelCase(value)
                {
                    error(
                        "unknown-key", Self.unknownTopLevelKeyMessage(key) + Self.viewNameKeyHint, at: entry.key.range,
                        fixIt: Diagnostic.FixIt(range: entry.key.range, replacement: TopLevelKey.view.rawValue))
                    sections.suggested.insert(TopLevelKey.view.rawValue)
                    misspelled.append((.view, entry))
                    continue
                }
                // `count: 0` beside `view:`: a name of the view's, without the section that says what it is.
                if Suggestion.closest(to: key, among: Self.topLevelKeys) == nil, SwiftIdentifier.isValid(key),
                    !SwiftIdentifier.isUpperCamelCase(key), entry.value.sequence == nil
                {
                    error(
                        "unknown-key", Self.unknownTopLevelKeyMessage(key) + Self.sectionlessNameHint,
                        at: entry.key.range)
                    continue
                }
                let match = errorUnknown(
                    "unknown-key", Self.unknownTopLevelKeyMessage(key), word: key, candidates: Self.topLevelKeys,
                    at: entry.key.range)
                if let match, let section = TopLevelKey(rawValue: match) {
                    sections.suggested.insert(match)
                    misspelled.append((section, entry))
                }
                continue
            }
            if sections[section] == nil { sections[section] = entry }
        }
        // A misspelled section (`sate:`) is read as the one it was told to be, when that one is not written too:
        // the misspelling is the one mistake, and its names are declared.
        var readAsMisspelled: Set<TopLevelKey> = []
        for (section, entry) in misspelled where sections[section] == nil {
            sections[section] = entry
            readAsMisspelled.insert(section)
        }
        var rejectedTypes: [String] = []
        let types = sections[.types].map { decodeTypes($0.value, rejected: &rejectedTypes) } ?? []
        guard let viewEntry = sections[.view] else {
            // A misspelled key is reported as such, not also as a view key without a view.
            let strays = Self.viewKeys.compactMap { TopLevelKey(rawValue: $0) }
                .filter { !readAsMisspelled.contains($0) }.compactMap { sections[$0] }
                .sorted { $0.key.range.start < $1.key.range.start }
            // A misspelled `view:` (`vew:`) is reported with its suggestion; the view keys do not also lack it.
            if let first = strays.first, !sections.suggested.contains("view") {
                let keys = strays.map { $0.key.scalarValue ?? "" }
                error("missing-view", Self.missingViewMessage(keys), at: first.key.range)
            }
            if strays.isEmpty, sections[.types] == nil, sections.suggested.isDisjoint(with: ["view", "types"]) {
                error("empty-spec", Self.emptySpecMessage, at: SourceRange(at: root.range.start))
            }
            // The view is still checked, under its file's name taken as a rejected one: the missing name is the one
            // mistake, and uses of the view elsewhere in the unit are not reported again.
            let standIn = strays.first.map { first in
                let written = Identifier(String(SpecFiles.baseName(of: path)), range: first.key.range)
                return decodeView(named: nil, written: written, sections: sections)
            }
            return sections[.types] == nil && standIn == nil
                ? nil : SpecFile(path: path, view: standIn, types: types, rejectedTypeNames: rejectedTypes)
        }
        let view = decodeView(viewEntry, sections: sections)
        return SpecFile(path: path, view: view, types: types, rejectedTypeNames: rejectedTypes)
    }

    /// The first entry of each top-level key.
    struct Sections {
        private var entries = [YAMLMappingEntry?](repeating: nil, count: TopLevelKey.allCases.count)
        /// The keys that unknown keys were suggested to be (`bdy` for `body`), which are not also reported missing.
        var suggested: Set<String> = []

        subscript(key: TopLevelKey) -> YAMLMappingEntry? {
            get { entries[Self.position(of: key)] }
            set { entries[Self.position(of: key)] = newValue }
        }

        private static func position(of key: TopLevelKey) -> Int {
            switch key {
            case .view: 0
            case .props: 1
            case .bindings: 2
            case .state: 3
            case .environment: 4
            case .types: 5
            case .body: 6
            case .previews: 7
            }
        }
    }

    private mutating func decodeView(_ entry: YAMLMappingEntry, sections: Sections) -> ViewDecl {
        let name = name(entry.value, role: .view, upperCamelCase: true)
        if let name { checkFileName(name) }
        if sections[.body] == nil, !sections.suggested.contains("body") {
            error(
                "missing-body", Self.missingBodyMessage(name?.name ?? entry.value.scalarValue ?? ""),
                at: entry.key.range)
        }
        // A name written as nothing (`view:`, `view: ""`, `view: [Card]`) stands in as the file's, as a missing one.
        let text = entry.value.scalarValue.flatMap { $0.isEmpty ? nil : $0 } ?? String(SpecFiles.baseName(of: path))
        let written = Identifier(text, range: entry.value.range)
        return decodeView(named: name, written: written, sections: sections)
    }

    /// The view of `sections`, named `name`, or `written` where its name is rejected or missing.
    private mutating func decodeView(named name: Identifier?, written: Identifier, sections: Sections) -> ViewDecl {
        var view = ViewDecl(name: name ?? written)
        view.isNameRejected = name == nil
        var rejected: [RejectedMember] = []
        view.props =
            sections[.props].map { decodeProperties($0.value, key: $0.key.range, role: .prop, rejected: &rejected) }
            ?? []
        view.bindings =
            sections[.bindings].map {
                decodeProperties($0.value, key: $0.key.range, role: .binding, rejected: &rejected)
            } ?? []
        view.state = sections[.state].map { decodeState($0.value, key: $0.key.range, rejected: &rejected) } ?? []
        view.environment = sections[.environment].map { decodeEnvironment($0.value, rejected: &rejected) } ?? []
        view.rejectedMembers = rejected
        checkMemberNames(view)
        view.body = sections[.body].map { decodeNodes(of: $0, in: view.name.name) } ?? []
        view.rejectedMembers += orphanedLoopVariables.map { RejectedMember(name: $0, kind: .loopVariable) }
        view.previews = sections[.previews].map { decodePreviews($0.value, rejected: rejected) } ?? []
        view.unresolvedComponentUses = unresolvedComponentUses
        view.hasDecodeErrors = diagnostics.contains { $0.severity == .error } || !unresolvedComponentUses.isEmpty
        return view
    }

    /// The file's stem should be the view's name; a mismatch is a warning.
    private mutating func checkFileName(_ name: Identifier) {
        let file = Self.fileName(of: path)
        guard let dot = file.lastIndex(of: ".") else { return }
        let stem = file[..<dot]
        guard stem != name.name else { return }
        warning(
            "file-name-mismatch",
            Self.fileNameMismatchMessage(name.name, file: file, expected: name.name + file[dot...]), at: name.range)
    }

    /// The path's last non-empty component, or the path itself when it has none.
    static func fileName(of path: String) -> String {
        // In ASCII text every byte is a character of its own, so the bytes can be split directly.
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return path.split(separator: "/").last.map(String.init) ?? path
        }
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") {
            end = utf8.index(before: end)
        }
        guard end > utf8.startIndex else { return path }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: "/") {
            start = utf8.index(before: start)
        }
        return String(path[start..<end])
    }
}
